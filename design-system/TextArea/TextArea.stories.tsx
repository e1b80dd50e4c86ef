import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = { title: 'Fields/TextArea', component: TextArea, args: { label: 'Mesaj' } } satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: { errorMessage: 'Câmpul este obligatoriu.' } };
export const Typing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Mesaj' }));
    await userEvent.keyboard('Aș dori o ofertă pentru 300 de pahare.');
    await expect(canvas.getByRole('textbox', { name: 'Mesaj' })).toHaveValue('Aș dori o ofertă pentru 300 de pahare.');
  },
};
