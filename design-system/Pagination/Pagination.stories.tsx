import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

function PagedDemo({ onChange }: { onChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
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
