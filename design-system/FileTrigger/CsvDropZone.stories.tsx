import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CsvDropZone } from './CsvDropZone';

const meta = { title: 'Fields/CsvDropZone', component: CsvDropZone, args: { onSelect: fn() } } satisfies Meta<typeof CsvDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The zone at rest: the invitation to drop, and the button for everyone else. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trage fișierul CSV aici sau')).toBeVisible();
  },
};

/** Without a mouse, the button inside opens the file chooser; only .csv files are offered. */
export const ChosenWithTheButton: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alege fișierul CSV' })).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, new File(['nume'], 'b.csv', { type: 'text/csv' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'b.csv' }));
  },
};

/** The zone's own button, the first Tab stop, opens the file chooser on Enter instead of doing nothing. */
export const EnterOnTheZoneOpensTheChooser: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = fn();
    // The real chooser would block the test: the click is noted and stopped.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    const zoneButton = document.activeElement as HTMLElement;
    await expect(zoneButton.tagName).toBe('BUTTON');
    await expect(zoneButton).not.toHaveAccessibleName('Alege fișierul CSV');
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    await expect(zoneButton).toHaveFocus();
    await expect(canvasElement.querySelector('.react-aria-DropZone, [data-focus-visible]')).toHaveAttribute('data-focus-visible', 'true');
  },
};
