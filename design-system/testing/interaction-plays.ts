import { expect, userEvent, within } from 'storybook/test';

/** A story's play: the pointer rests on the button, which react-aria marks `data-hovered`. */
export const hoverPlay =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const control = within(canvasElement).getByRole('button', { name });
    await userEvent.hover(control);
    await expect(control).toHaveAttribute('data-hovered', 'true');
  };

/** A story's play: Tab reaches the button and its focus ring shows (`data-focus-visible`). */
export const tabFocusPlay =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name })).toHaveAttribute('data-focus-visible', 'true');
  };
