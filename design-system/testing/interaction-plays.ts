import { expect, userEvent, within } from 'storybook/test';

type Role = 'button' | 'link';

/** A story's play: the pointer rests on the control, which react-aria marks `data-hovered`. */
export const hoverPlay =
  (role: Role, name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const control = within(canvasElement).getByRole(role, { name });
    await userEvent.hover(control);
    await expect(control).toHaveAttribute('data-hovered', 'true');
  };

/** A story's play: Tab reaches the control and its focus ring shows (`data-focus-visible`). */
export const tabFocusPlay =
  (role: Role, name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole(role, { name })).toHaveAttribute('data-focus-visible', 'true');
  };
