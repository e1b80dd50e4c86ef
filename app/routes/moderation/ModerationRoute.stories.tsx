import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import { complaint, decision, queueItem, reportedProduct, reports } from './moderation-story-data';
import ModerationRoute from './ModerationRoute';

const decisionCall = `POST /svc/product/moderation/products/${reportedProduct}/decision`;

/** The desk's calls over a queue a decision empties, as the server's does; what a decision sends is kept. */
function deskApi(sent: unknown[], mayDecide = true): StubRoutes {
  let items = [queueItem];
  return {
    'GET /svc/product/moderation/queue': () => ({ body: { items, totalItems: items.length, totalPages: 1 } }),
    [`GET /svc/product/moderation/products/${reportedProduct}/reports`]: { body: { reports } },
    'GET /svc/product/moderation/complaints': {
      body: { complaints: [{ complaint, decision: { ...decision, contestable: false, complaint }, sellerName: 'Băuturi Fine SRL', mayDecide }] },
    },
    [decisionCall]: async (request) => {
      sent.push(await request.json());
      items = [];
      return { status: 201, body: decision };
    },
  };
}

const meta = {
  title: 'Screens/Moderation',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/moderation', route: '/admin/moderation', session: 'admin', guarded: true, screen: <ModerationRoute />, api: deskApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue, one item per product with its count and reasons, and a complaint this administrator may decide. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Raportări de decis (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Whisky 12 ani 0,7 l\s*3 rapoarte/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: 'Băuturi Fine SRL contestă decizia D-000012' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Rezultatul contestației' })).toBeVisible();
  },
};

const sent: unknown[] = [];

/**
 * Opened by keyboard, read, and decided: the listing hidden on the terms' ground; the queue
 * loads again empty, and the focus goes to its heading.
 */
export const Decided: Story = {
  args: { api: deskApi(sent) },
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('button', { name: /Whisky 12 ani 0,7 l/ });
    item.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Sticla nu are timbrul producătorului/)).toBeVisible();
    await expect(canvas.getByText('Produs contrafăcut (2), Produs periculos (1)')).toBeVisible();
    await expect(canvas.getByText('De la: Ioana Pop <ioana@horeca.test>')).toBeVisible();
    await expect(canvas.getByText('Raportor anonim')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Ascunde produsul' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Termenii și condițiile site-ului' }));
    await userEvent.type(canvas.getByLabelText('Articolul de lege sau secțiunea din termeni'), 'Secțiunea 4: produse contrafăcute');
    await userEvent.type(canvas.getByLabelText('Faptele pe care se sprijină decizia'), 'Trei cumpărători au trimis fotografii ale etichetei.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite decizia' }));
    const heading = await canvas.findByRole('heading', { name: 'Raportări de decis (0)' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Nicio raportare nu așteaptă o decizie.')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      action: 'HIDE_LISTING',
      ground: 'TERMS',
      groundDetail: 'Secțiunea 4: produse contrafăcute',
      facts: 'Trei cumpărători au trimis fotografii ale etichetei.',
      upTo: 42,
    });
    await waitFor(() => expect(canvas.queryByText(/Decizia a fost luată/)).toBeNull(), { timeout: 8000 });
  },
};

/** A decision without its facts is refused on the form, before anything is sent. */
export const DecisionRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Whisky 12 ani 0,7 l/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Trimite decizia' }));
    await expect(await canvas.findByText('Alegeți decizia.')).toBeVisible();
    await expect(canvas.getByLabelText('Faptele pe care se sprijină decizia')).toHaveAccessibleDescription(/Descrieți faptele în cel puțin 10 caractere\./);
  },
};

/** Another administrator decided first: told so, and the queue loads again. */
export const DecidedByAnother: Story = {
  args: { api: { ...deskApi([]), [decisionCall]: failure(409, 'REPORTS_ALREADY_DECIDED') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Whisky 12 ani 0,7 l/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Respinge raportările (produsul rămâne)' }));
    await userEvent.type(canvas.getByLabelText('De ce nu restrângi nimic'), 'Eticheta este a importatorului.');
    await userEvent.type(canvas.getByLabelText('Faptele pe care se sprijină decizia'), 'Factura arată că sticla este originală.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite decizia' }));
    await expect(await canvas.findByText(/Alt administrator a decis între timp rapoartele acestui produs/)).toBeVisible();
  },
};

/** The administrator who took the contested decision is told another must decide the complaint. */
export const ComplaintNotYours: Story = {
  args: { api: deskApi([], false) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu ai luat decizia contestată, așa că o decide alt administrator.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Rezultatul contestației' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { api: { ...deskApi([]), 'GET /svc/product/moderation/queue': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Raportările nu au putut fi încărcate/)).toBeVisible();
  },
};

/** On a 320 px phone: the item, its reports and the decision's form wrap inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Whisky 12 ani 0,7 l/ }));
    await expect(await canvas.findByText(/Sticla nu are timbrul producătorului/)).toBeVisible();
    await expectReflow();
  },
};
