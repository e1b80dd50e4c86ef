import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { computed, expectForcedColors } from '../testing/forced-colors';
import { MarkedText } from './MarkedText';

const meta = {
  title: 'Content/MarkedText',
  component: MarkedText,
  args: {
    text: 'Cafea boabe Arabica, prăjită pentru cafele espresso',
    marks: [
      { start: 0, length: 5 },
      { start: 36, length: 6 },
    ],
  },
} satisfies Meta<typeof MarkedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The words a search matched, marked in the text, which reads on whole. */
export const Marked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const marked = canvasElement.querySelectorAll('mark');
    await expect([...marked].map((element) => element.textContent)).toEqual(['Cafea', 'cafele']);
    await expect(canvas.getByText(/prăjită pentru/)).toHaveTextContent('Cafea boabe Arabica, prăjită pentru cafele espresso');
    await expect(getComputedStyle(marked[0] as Element).textDecorationLine).toBe('underline');
  },
};

/** Nothing to mark: the plain text. */
export const Unmarked: Story = {
  args: { marks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};

/** Text that looks like HTML stays text: a mark never turns it into markup. */
export const TextNotHtml: Story = {
  args: { text: '<b>Cafea</b> <img src=x>', marks: [{ start: 3, length: 5 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    await expect(canvas.getByText('Cafea')).toBeInstanceOf(HTMLElement);
  },
};

/** Windows high contrast (emulated by the story test): the mark takes the system's highlight pair, so it still shows. */
export const ForcedColors: Story = {
  play: async ({ canvasElement }) => {
    await expectForcedColors();
    const marked = canvasElement.querySelector('mark') as Element;
    await expect(computed(marked, 'backgroundColor')).not.toBe(computed(marked.parentElement as Element, 'backgroundColor'));
    await expect(computed(marked, 'color')).not.toBe(computed(marked, 'backgroundColor'));
  },
};
