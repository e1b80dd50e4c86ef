import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { components } from '../../../openapi/generated/product';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import type { StubRoutes } from '../../testing/stub-fetch';
import { storySending } from './buyer-story-data';
import InquiriesRoute from './InquiriesRoute';

type Inquiry = components['schemas']['Inquiry'];
const received = { ...storySending.inquiries[0]!, message: 'Vă rugăm până marți la 10.' };
const page = (inquiries: Inquiry[]) => ({ inquiries, page: 0, totalPages: 1, totalItems: inquiries.length });

/** A seller's inquiries, which opening and answering change as the server would; what the seller sent goes to `sent`. */
function receivedApi(sent: unknown[]): StubRoutes {
  let current: Inquiry = received;
  return {
    'GET /svc/product/inquiries/received': () => ({ body: page([current]) }),
    [`POST /svc/product/inquiries/${received.uuid}/seen`]: () => {
      current = { ...current, status: 'SEEN' };
      return { body: current };
    },
    [`PUT /svc/product/inquiries/${received.uuid}/answer`]: async (request) => {
      const answer = (await request.json()) as { status: 'CONFIRMED' | 'REFUSED'; answer: string };
      sent.push(answer);
      current = { ...current, ...answer };
      return { body: current };
    },
  };
}

const meta = {
  title: 'Screens/Inquiries',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/inquiries', route: '/inquiries', session: 'seller', guarded: true, screen: <InquiriesRoute />, api: receivedApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: unknown[] = [];

/** "Cereri primite": opened, a new inquiry becomes seen; the seller confirms it with a message, which the server gets. */
export const ReceivedAndConfirmed: Story = {
  args: { api: receivedApi(sent) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cereri primite' })).toBeVisible();
    await expect(canvas.getByText('Stare: nouă')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'C-000042: Bistro La Doi Pași SRL (CUI RO18547290)' }));
    await expect(await canvas.findByText('Vă rugăm până marți la 10.')).toBeVisible();
    await expect(await canvas.findByText('Stare: văzută')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Confirm cererea' }));
    await userEvent.type(canvas.getByLabelText('Mesaj pentru cumpărător (opțional)'), 'Livrăm marți dimineață.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite răspunsul' }));
    await expect(await canvas.findByText('Stare: confirmată')).toBeVisible();
    await expect(sent.at(-1)).toEqual({ status: 'CONFIRMED', answer: 'Livrăm marți dimineață.' });
    await waitFor(() => expect(canvas.queryByText('Răspunsul a fost trimis cumpărătorului.')).toBeNull(), { timeout: 8000 });
  },
};

/** "Cereri trimise": each inquiry with its seller's status and answer, and the notice that nothing binds or pays. */
export const SentByABuyer: Story = {
  args: {
    session: 'buyer',
    api: {
      'GET /svc/product/inquiries/sent': {
        body: page([
          { ...received, status: 'REFUSED', answer: 'Nu avem stoc până vineri.' },
          { ...received, uuid: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c', number: 43, seller: { uuid: received.seller.uuid, name: 'Băuturi Carpați SRL' } },
        ]),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cereri trimise' })).toBeVisible();
    await expect(canvas.getByText('Stare: refuzată')).toBeVisible();
    await expect(canvas.getByText('Nu avem stoc până vineri.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /C-000043 către Băuturi Carpați SRL/ })).toBeVisible();
    await expect(canvas.getByText(/nu este o comandă fermă/)).toBeVisible();
  },
};

/** No inquiry yet. */
export const Empty: Story = {
  args: { api: { 'GET /svc/product/inquiries/received': { body: page([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu există încă nicio cerere.')).toBeVisible();
  },
};

/** On a 320 px phone an opened inquiry and its answer form fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /C-000042/ }));
    await expect(await canvas.findByText('Vă rugăm până marți la 10.')).toBeVisible();
    await expectReflow();
  },
};
