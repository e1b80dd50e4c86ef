import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import type { StubRoutes } from '../../testing/stub-fetch';
import { reportedProduct } from './moderation-story-data';
import ModerationLogRoute from './ModerationLogRoute';

const entry = (position: number, step: string, actor: string, reason: string) => ({
  position,
  at: `2026-11-29T0${position}:00:00.000Z`,
  actor,
  step,
  productUuid: reportedProduct,
  productName: 'Whisky 12 ani 0,7 l',
  subjectUuid: '5c0d0000-0000-4000-8000-000000000012',
  reason,
});

/** Two pages of the log: the newest three steps, then the report that began them. */
const logApi: StubRoutes = {
  'GET /svc/product/moderation/log': (request) =>
    new URL(request.url).searchParams.get('before') === '2'
      ? { body: { entries: [entry(1, 'REPORTED', 'vizitator', 'R-000042, Produs contrafăcut: eticheta fără timbru.')] } }
      : {
          body: {
            entries: [
              entry(4, 'COMPLAINT_DECIDED', 'moderatordoi', 'Anulează D-000012: factura arată că produsul este original.'),
              entry(3, 'COMPLAINED', 'bauturifine', 'Contestă D-000012: avem factura.'),
              entry(2, 'DECIDED', 'moderatorunu', 'D-000012, Ascunde produsul (3 rapoarte). Termenii și condițiile site-ului: secțiunea 4.'),
            ],
            before: 2,
          },
        },
};

const meta = {
  title: 'Screens/ModerationLog',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/moderation/log', route: '/admin/moderation/log', session: 'admin', guarded: true, screen: <ModerationLogRoute />, api: logApi },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when and why, newest first; the older steps a press away, and back. */
export const Log: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Ce și de ce' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Contestație decisă' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pași mai vechi' }));
    await expect(await canvas.findByRole('cell', { name: 'vizitator' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pași mai vechi' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Înapoi la cei mai noi' }));
    await expect(await canvas.findByRole('cell', { name: 'moderatordoi' })).toBeVisible();
  },
};

/** On a 320 px phone: the table scrolls sideways inside its own frame, the page does not. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Ce și de ce' })).toBeVisible();
    await expectReflow();
  },
};
