import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import { complaint, decision } from './moderation-story-data';
import DecisionsRoute from './DecisionsRoute';

const complaintCall = `POST /svc/product/moderation/decisions/${decision.uuid}/complaint`;

/** The seller's decisions, which a complaint changes as the server would. */
function decisionsApi(sent: unknown[]): StubRoutes {
  let current = decision;
  return {
    'GET /svc/product/moderation/decisions': () => ({ body: { decisions: [current] } }),
    [complaintCall]: async (request) => {
      sent.push(await request.json());
      current = { ...decision, contestable: false, complaint };
      return { status: 201, body: complaint };
    },
  };
}

const meta = {
  title: 'Screens/Decisions',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/decisions', route: '/decisions', session: 'seller', guarded: true, screen: <DecisionsRoute />, api: decisionsApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The statement of reasons: what was restricted, the facts, the ground, that a person decided, when. */
export const Statement: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'D-000012: Whisky 12 ani 0,7 l' })).toBeVisible();
    await expect(canvas.getByText(/nu mai apare în căutare, iar pagina lui nu mai poate fi deschisă/)).toBeVisible();
    await expect(canvas.getByText('Termenii și condițiile site-ului: Termeni și condiții, secțiunea 4: produse contrafăcute')).toBeVisible();
    await expect(canvas.getByText('De un administrator, nu automat')).toBeVisible();
  },
};

const sent: unknown[] = [];

/** Contested: the form gives way to the complaint's date, and the server got the seller's words. */
export const Contested: Story = {
  args: { api: decisionsApi(sent) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('De ce contești decizia'), 'Avem factura de la importatorul autorizat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite contestația' }));
    await expect(await canvas.findByText(/Ai contestat-o la/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Trimite contestația' })).toBeNull();
    await expect(sent.at(-1)).toEqual({ text: 'Avem factura de la importatorul autorizat.' });
    await waitFor(() => expect(canvas.queryByText(/Contestația a fost trimisă/)).toBeNull(), { timeout: 8000 });
  },
};

/** Reversed on complaint: the answer and the date it was undone. */
export const Reversed: Story = {
  args: {
    api: {
      'GET /svc/product/moderation/decisions': {
        body: {
          decisions: [
            {
              ...decision,
              contestable: false,
              reversedAt: '2026-11-30T09:00:00.000Z',
              complaint: { ...complaint, outcome: 'REVERSED', reply: 'Factura arată că produsul este original.', decidedAt: '2026-11-30T09:00:00.000Z' },
            },
          ],
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Contestația a fost admisă: decizia a fost anulată\. Factura arată/)).toBeVisible();
    await expect(canvas.getByText(/^Anulată la/)).toBeVisible();
  },
};

export const NoDecisions: Story = {
  args: { api: { 'GET /svc/product/moderation/decisions': { body: { decisions: [] } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu există nicio decizie despre produsele sau contul tău.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { api: { 'GET /svc/product/moderation/decisions': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Deciziile nu au putut fi încărcate/)).toBeVisible();
  },
};

/** On a 320 px phone: the statement's terms sit over their text. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'D-000012: Whisky 12 ani 0,7 l' })).toBeVisible();
    await expectReflow();
  },
};
