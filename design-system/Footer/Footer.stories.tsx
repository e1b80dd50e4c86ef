import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyFooterLinks } from '../styles/nav-fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { entries: storyFooterLinks, rights: '© 2025 Catalog HoReCa. All rights reserved' },
} satisfies Meta<typeof Footer>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 Catalog HoReCa. All rights reserved')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Termeni si conditii' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Harta site-ului' })).toHaveAttribute('href', '/sitemap');
  },
};

/** On a 320 px phone the links wrap onto several lines; nothing scrolls sideways. */
export const Phone: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(canvas.getByRole('link', { name: /ANPC/ })).toBeVisible();
  },
};
