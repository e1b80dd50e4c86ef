import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { field: 'username', label: 'Utilizator', message: 'Minim 4 caractere.' },
      { field: 'email', label: 'Email', message: 'Email invalid.' },
    ],
  },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <label>
        Utilizator <input name="username" />
      </label>
      <label>
        Email <input name="email" />
      </label>
    </>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every problem is listed under a heading that counts them; each link moves the focus to its field. */
export const TwoProblems: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Formularul are 2 probleme' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Email: Email invalid.' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const OneProblem: Story = {
  args: { errors: [{ field: 'email', label: 'Email', message: 'Email invalid.' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Formularul are o problemă' })).toBeVisible();
  },
};

export const Nothing: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).toBeNull();
  },
};
