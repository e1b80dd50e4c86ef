import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CsvFileTrigger } from './CsvFileTrigger';

const meta = { title: 'Fields/CsvFileTrigger', component: CsvFileTrigger, args: { onSelect: fn() } } satisfies Meta<typeof CsvFileTrigger>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, new File(['nume,pret\nCafea,10'], 'catalog.csv', { type: 'text/csv' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'catalog.csv' }));
  },
};
