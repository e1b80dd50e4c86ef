import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { RouterProvider } from './link-router';

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
    canvas.getByRole('link', { name: 'Contact' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pagina curentă: /contact')).toBeVisible();
  },
};

/** A click with Ctrl (or ⌘, or the middle button) is the browser's: a new tab, as on any site, and the app stays where it is. */
export const NewTabClick: Story = {
  render: () => <RoutedLinks />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact' });
    let left = false;
    link.addEventListener('click', (event) => {
      left = !event.defaultPrevented;
      event.preventDefault();
    });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(left).toBe(true);
    await expect(canvas.getByText('Pagina curentă: /search')).toBeVisible();
  },
};

/** Reached with Tab: the browser's `:focus-visible`, and the focus ring with it. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Termeni si conditii' });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
