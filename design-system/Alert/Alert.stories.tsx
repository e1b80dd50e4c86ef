import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = { title: 'Feedback/Alert', component: Alert, args: { children: 'Căutarea nu a mers, te rugăm să încerci din nou.' } } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFailure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Căutarea nu a mers, te rugăm să încerci din nou.');
  },
};
export const Info: Story = { args: { tone: 'info', children: 'Nu mai sunt produse disponibile.' } };
export const Success: Story = { args: { tone: 'success', children: 'Mesajul a fost trimis.' } };
