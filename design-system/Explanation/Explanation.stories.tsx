import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Explanation } from './Explanation';

const meta = {
  title: 'Feedback/Explanation',
  component: Explanation,
  args: {
    summary: 'De ce apare acest rezultat?',
    about: 'Cafea boabe Lavazza 1 kg',
    lines: ['«cafea» găsit în numele produsului (același cuvânt sau aceeași rădăcină).', 'Ordonate după potrivire; la potrivire egală, cele mai noi întâi.'],
  },
} satisfies Meta<typeof Explanation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the question shows, named with the product for a screen reader; the lines are hidden from everyone. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByText('De ce apare acest rezultat?');
    await expect(question.closest('summary')).toHaveTextContent('De ce apare acest rezultat? Cafea boabe Lavazza 1 kg');
    await expect(canvas.getByText(/găsit în numele produsului/)).not.toBeVisible();
  },
};

/**
 * Tab reaches the question; a press opens the lines and another closes them. Enter and Space
 * are the browser's own on `summary`, which synthetic key events cannot press: the search
 * journey presses them for real (e2e/screen-reader.spec.ts).
 */
export const Opened: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const question = canvas.getByText('De ce apare acest rezultat?').closest('summary') as HTMLElement;
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(/găsit în numele produsului/)).toBeVisible();
    await userEvent.click(question);
    await expect(question.closest('details')).not.toHaveAttribute('open');
    await expect(canvas.getByText(/găsit în numele produsului/)).not.toBeVisible();
  },
};

/** On a 320 px phone a long line wraps inside the card. */
export const NarrowScreen: Story = {
  args: {
    lines: ['«vitrinafrigorificaverticalacuusadesticladubla» găsit în descriere (corectura unei greșeli de scriere).'],
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('De ce apare acest rezultat?'));
    const line = canvas.getByText(/vitrinafrigorifica/);
    await expect(line).toBeVisible();
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
