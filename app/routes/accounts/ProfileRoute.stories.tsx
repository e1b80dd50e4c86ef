import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import { storyProfile } from '../../testing/story-data';
import ProfileRoute from './ProfileRoute';

const laptop = {
  id: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  device: 'Chrome pe Linux',
  network: '192.0.2.0/24',
  signedInAt: '2026-11-24T07:30:00.000Z',
  lastUsedAt: '2026-11-24T08:15:00.000Z',
  current: true,
};
const phone = {
  id: '5d6e7f80-91a2-4b3c-8d4e-5f6071829304',
  device: 'Safari pe iOS (iPhone)',
  network: '198.51.100.0/24',
  signedInAt: '2026-11-20T16:02:00.000Z',
  lastUsedAt: '2026-11-23T19:45:00.000Z',
  current: false,
};
const tablet = { ...phone, id: '0f1e2d3c-4b5a-4697-8887-766554433221', device: 'Chrome pe Android', network: '203.0.113.0/24' };

/** The auth service's session calls over a list that ending shortens, as the server's does. */
function sessionsApi(): StubRoutes {
  let live = [laptop, phone, tablet];
  return {
    'GET /svc/auth/api/profile/anapop/sessions': () => ({ body: { sessions: live } }),
    [`DELETE /svc/auth/api/profile/anapop/sessions/${phone.id}`]: () => {
      live = live.filter((session) => session.id !== phone.id);
      return { status: 204 };
    },
    'DELETE /svc/auth/api/profile/anapop/sessions': () => {
      const ended = live.filter((session) => !session.current).length;
      live = live.filter((session) => session.current);
      return { body: { ended } };
    },
  };
}

const meta = {
  title: 'Screens/Profile',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/profile', route: '/profile', session: 'seller', guarded: true, screen: <ProfileRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Sesiunile tale": this computer marked, the phone ended by keyboard, then every other
 * session; each time a toast says so and the focus goes to the section's heading.
 */
export const YourSessions: Story = {
  args: { api: sessionsApi() },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Sesiunile tale' });
    await expect(await canvas.findByRole('heading', { name: 'Chrome pe Linux' })).toBeVisible();
    await expect(canvas.getByText('Sesiunea aceasta')).toBeVisible();
    canvas.getByRole('button', { name: 'Închide sesiunea: Safari pe iOS (iPhone)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Sesiunea a fost închisă.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Safari pe iOS (iPhone)' })).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Închide celelalte sesiuni' }));
    await expect(await canvas.findByText('Sesiuni închise: 1 sesiune.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Închide celelalte sesiuni' })).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    // The toasts close by themselves; the picture is taken once they have, so it never catches one closing.
    await waitFor(() => expect(canvas.queryByText(/^Sesiun.*închis/)).toBeNull(), { timeout: 8000 });
  },
};

/** The list could not load: the reason, and a way to try again. */
export const SessionsFailed: Story = {
  args: { api: { 'GET /svc/auth/api/profile/anapop/sessions': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Sesiunile nu au putut fi încărcate\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  },
};

/** On a 320 px phone the profile and its sessions reflow. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: sessionsApi() },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Safari pe iOS (iPhone)' });
    await expectReflow();
  },
};

const sellerWithTerms = storyProfile('anapop', false, {
  slug: 'cafea-buna-distributie-srl',
  deliveryTerms: { cities: ['București'], days: ['MON', 'THU'], cutoffHour: 14, minimumOrder: 300 },
});

/** The bodies the delivery terms' saves sent, newest last. */
const sentTerms: unknown[] = [];

/** The profile and its delivery terms, with the calls a save makes: the body sent is kept. */
function termsApi(): StubRoutes {
  return {
    ...sessionsApi(),
    'GET /svc/auth/api/profile/anapop': { body: sellerWithTerms },
    [`PUT /svc/auth/api/profile/${sellerWithTerms.uuid}/delivery-terms`]: async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sentTerms.push(body);
      return { body: { ...sellerWithTerms, deliveryTerms: body } };
    },
  };
}

/**
 * A seller's delivery terms (issue #49): the days they deliver on ticked, the cities behind a
 * disclosure that says how many are chosen, the figures in RON; a city added and the delivery
 * cost typed by keyboard are saved on their own call, and a toast says so.
 */
export const DeliveryTerms: Story = {
  args: { api: termsApi() },
  play: async ({ canvas }) => {
    sentTerms.length = 0;
    await expect(await canvas.findByRole('heading', { name: 'Condiții de livrare' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'luni' })).toBeChecked();
    const tuesday = canvas.getByRole('checkbox', { name: 'marți' });
    await expect(tuesday).not.toBeChecked();
    tuesday.focus();
    await userEvent.keyboard(' ');
    await expect(tuesday).toBeChecked();
    const cities = canvas.getByRole('button', { name: /Orașe în care livrezi/ });
    await expect(cities).toHaveTextContent('1 ales');
    await userEvent.click(cities);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Iași' }));
    await expect(cities).toHaveTextContent('2 alese');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cost livrare' }), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează condițiile' }));
    await expect(await canvas.findByText('Condițiile de livrare au fost salvate.')).toBeInTheDocument();
    await expect(sentTerms.at(-1)).toEqual({ cities: ['București', 'Iași'], days: ['MON', 'THU', 'TUE'], cutoffHour: 14, minimumOrder: 300, deliveryCost: 25 });
    await expect(canvas.getByRole('link', { name: 'Vezi pagina ta de comerciant' })).toHaveAttribute('href', '/seller/cafea-buna-distributie-srl');
    // The toast closes by itself; the picture is taken once it has.
    await waitFor(() => expect(canvas.queryByText('Condițiile de livrare au fost salvate.')).toBeNull(), { timeout: 8000 });
  },
};

/** A figure out of range is said on its field, in the server's words, before anything is sent. */
export const DeliveryTermsOutOfRange: Story = {
  args: { api: termsApi() },
  play: async ({ canvas }) => {
    sentTerms.length = 0;
    const hour = await canvas.findByRole('textbox', { name: 'Comenzi până la ora' });
    await userEvent.clear(hour);
    await userEvent.type(hour, '24');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează condițiile' }));
    await expect(await canvas.findByText('Valoarea poate fi cel mult 23.')).toBeVisible();
    await expect(sentTerms).toEqual([]);
  },
};

const accountData = {
  exportedAt: '2026-11-29T09:30:00.000Z',
  profile: storyProfile('anapop', false),
  products: [],
  sessions: [
    { device: 'Chrome pe Linux', network: '192.0.2.0/24', signedInAt: '2026-11-29T09:00:00.000Z', lastUsedAt: '2026-11-29T09:29:00.000Z', secondFactor: '' },
  ],
  secondFactors: { authenticatorAddedAt: null, recoveryCodesLeft: 0, passkeys: [] },
  securityMails: [{ kind: 'new device', subject: 'Autentificare de pe un dispozitiv nou | Catalog HoReCa', sentAt: '2026-11-28T18:00:00.000Z' }],
  heldMail: [],
  contactMessages: [],
  reports: [],
  moderationDecisions: [],
};

type KeptFile = { name: string; type: string; text: Promise<string> };

/** Runs `play` keeping the files the screen offers for download instead of saving them, and puts the browser's own ways back after. */
async function withKeptDownloads(play: (kept: KeptFile[]) => Promise<void>): Promise<void> {
  const kept: KeptFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:story/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function keep(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) kept.push({ name: this.download, type: blob.type, text: blob.text() });
    else click.call(this);
  };
  try {
    await play(kept);
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
}

/**
 * "Datele tale" (issue #51, GDPR Art. 15 and 20): the JSON as the server answered, then one CSV
 * from the same kind of answer, each saved under the account's name, and a toast each time.
 */
export const YourData: Story = {
  args: { api: { ...sessionsApi(), 'POST /svc/auth/api/profile/anapop/data': () => ({ body: accountData }) } },
  play: ({ canvas }) =>
    withKeptDownloads(async (kept) => {
      await expect(await canvas.findByRole('heading', { name: 'Datele tale' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Descarcă datele (JSON)' }));
      await waitFor(() => expect(kept).toHaveLength(1));
      await expect(kept[0]).toMatchObject({ name: 'datele-mele-anapop.json', type: 'application/json' });
      await expect(JSON.parse(await (kept[0]?.text ?? Promise.resolve('')))).toEqual(accountData);
      await userEvent.click(canvas.getByRole('button', { name: 'Descarcă datele (CSV)' }));
      await waitFor(() => expect(kept).toHaveLength(2));
      await expect(kept[1]?.name).toBe('datele-mele-anapop.csv');
      await expect(await kept[1]?.text).toContain('securityMails,1,subject,Autentificare de pe un dispozitiv nou | Catalog HoReCa');
      await expect(canvas.getAllByText('Datele contului au fost descărcate.')[0]).toBeInTheDocument();
      await waitFor(() => expect(canvas.queryByText('Datele contului au fost descărcate.')).toBeNull(), { timeout: 8000 });
    }),
};

/** A sign-in older than 10 minutes: the password is asked again first, then the data comes. */
export const YourDataAfterPassword: Story = {
  args: {
    api: (() => {
      let recent = false;
      return {
        ...sessionsApi(),
        'GET /svc/auth/api/profile/anapop/second-factors': () => ({
          body: { authenticator: null, passkeys: [], recoveryCodesLeft: 0, required: false, sessionPassed: false },
        }),
        'POST /svc/auth/api/profile/anapop/reauthenticate': () => {
          recent = true;
          return { status: 204 };
        },
        'POST /svc/auth/api/profile/anapop/data': () => (recent ? { body: accountData } : failure(403, 'REAUTHENTICATION_REQUIRED')),
      } satisfies StubRoutes;
    })(),
  },
  play: ({ canvas }) =>
    withKeptDownloads(async (kept) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Descarcă datele (JSON)' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Confirmă că ești tu' });
      await userEvent.type(within(dialog).getByLabelText('Parola', { selector: 'input' }), 'Munte!Verde#2031{Enter}');
      await waitFor(() => expect(kept).toHaveLength(1));
      await expect(within(document.body).queryByRole('dialog', { name: 'Confirmă că ești tu' })).toBeNull();
      await waitFor(() => expect(canvas.queryByText('Datele contului au fost descărcate.')).toBeNull(), { timeout: 8000 });
    }),
};
