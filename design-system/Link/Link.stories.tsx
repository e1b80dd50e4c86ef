import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { hoverPlay, tabFocusPlay } from '../testing/interaction-plays';

const meta = { title: 'Controls/Link', component: Link, args: { href: '/terms', children: 'Termeni si conditii' } } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Termeni si conditii' })).toHaveAttribute('href', '/terms');
  },
};

/** Another site: a new tab, no opener, and screen readers are told. */
export const External: Story = {
  args: { href: 'https://anpc.ro', children: 'ANPC', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ANPC (se deschide într-o filă nouă)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

function RoutedLinks() {
  const [path, setPath] = useState('/search');
  return (
    <RouterProvider navigate={setPath}>
      <p>Pagina curentă: {path}</p>
      <Link href="/contact">Contact</Link>
    </RouterProvider>
  );
}

/** Inside the app's RouterProvider a click or Enter navigates through the router, without a page load. */
export const ThroughTheRouter: Story = {
  render: () => <RoutedLinks />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contact' }));
    await expect(canvas.getByText('Pagina curentă: /contact')).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = { play: hoverPlay('link', 'Termeni si conditii') };

/** Reached with Tab: the focus ring shows. */
export const FocusVisible: Story = { play: tabFocusPlay('link', 'Termeni si conditii') };
