import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { computed, expectForcedColors } from '../testing/forced-colors';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 10, totalPages: 20, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pagina 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: 'Paginare' })).toBeInTheDocument();
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

function PagedDemo({ onChange, start = 1 }: { onChange: (page: number) => void; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      totalPages={20}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

export const WithKeyboard: Story = {
  render: (args) => <PagedDemo onChange={args.onChange} />,
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    // On page 1 the disabled "previous" button is skipped, so the first Tab lands on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Under the pointer, and a page reached with Tab showing its ring. */
export const HoveredAndFocusVisible: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Pagina 11' });
    await userEvent.hover(next);
    await expect(next).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pagina anterioară' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Windows high contrast: the current page is drawn in the system's highlight, unlike the others. */
export const ForcedColors: Story = {
  args: { page: 3, totalPages: 7 },
  play: async ({ canvas }) => {
    await expectForcedColors();
    const current = canvas.getByRole('button', { name: 'Pagina 3' });
    const other = canvas.getByRole('button', { name: 'Pagina 4' });
    await expect(computed(current, 'backgroundColor')).not.toBe(computed(other, 'backgroundColor'));
    await expect(computed(current, 'color')).not.toBe(computed(other, 'color'));
  },
};

/**
 * "Next" onto the last page disables itself: focus moves to the current page's button instead
 * of falling to `<body>`, and the new page is announced through the page's live region.
 */
export const NextOntoTheLastPage: Story = {
  render: (args) => <PagedDemo onChange={args.onChange} start={19} />,
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Pagina următoare' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Pagina 20' })).toHaveFocus();
    await expect(next).toBeDisabled();
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-live="polite"]')).toHaveTextContent('Pagina 20 din 20'));
  },
};
