import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer } from '../Footer/Footer';
import { NavBar } from '../NavBar/NavBar';
import { storyFooterLinks, storyMenu } from '../styles/nav-fixtures';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Chrome/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <NavBar entries={storyMenu(false)} currentPath="/search" isAuthenticated={false} version="0.0.21-p" siteName="Catalog HoReCa" onLogout={fn()} />,
    footer: <Footer entries={storyFooterLinks} rights="© 2025 Catalog HoReCa. All rights reserved" />,
    children: <h1>Caută produse</h1>,
  },
} satisfies Meta<typeof PageLayout>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Sari la conținut' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Caută produse' }));
  },
};
