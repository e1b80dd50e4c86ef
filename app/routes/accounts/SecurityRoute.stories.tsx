import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import SecurityRoute from './SecurityRoute';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = [
  'k7f2-xq4m-m3pd',
  'a2bc-d3ef-g4hi',
  'j5kl-m6no-p7qr',
  'stuv-wxyz-abcd',
  'efgh-ijkl-mnop',
  'qrst-uvwx-yz23',
  'bcde-abcd-efgh',
  'ijkl-mnop-qrst',
  'uvwx-yz23-4567',
  'mnop-qrst-uvwx',
];
const factorsUrl = 'GET /svc/auth/api/profile/anapop/second-factors';
const authenticatorUrl = '/svc/auth/api/profile/anapop/authenticator';

/** The auth service's second-factor calls for ana, who has none yet and must (or need not) add one; the code 123456 is right. */
function factorsApi({ required }: { required: boolean }): StubRoutes {
  let added = false;
  return {
    [factorsUrl]: () => ({
      body: added
        ? { authenticator: { addedAt: '2026-11-24T10:00:00.000Z' }, passkeys: [], recoveryCodesLeft: 10, required, sessionPassed: true }
        : { authenticator: null, passkeys: [], recoveryCodesLeft: 0, required, sessionPassed: false },
    }),
    [`POST ${authenticatorUrl}`]: {
      status: 201,
      body: { secret, otpauthUri: `otpauth://totp/Catalog%20HoReCa:anapop?issuer=Catalog%20HoReCa&secret=${secret}` },
    },
    [`PUT ${authenticatorUrl}`]: async (request) => {
      added = true;
      const { endOtherSessions } = (await request.json()) as { endOtherSessions: boolean };
      return { body: { recoveryCodes: codes, sessionsEnded: endOtherSessions ? 2 : 0 } };
    },
  };
}

const meta = {
  title: 'Screens/Security',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/security', route: '/security', session: 'seller', guarded: 'signedIn', screen: <SecurityRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Adding an authenticator by keyboard: the QR code and the key as text, a code from the app,
 * then the ten recovery codes once, each step's heading taking the focus.
 */
export const AddAnAuthenticator: Story = {
  args: { api: factorsApi({ required: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu ai adăugat încă o aplicație de autentificare.')).toBeVisible();
    canvas.getByRole('button', { name: 'Adaugă aplicația de autentificare' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Adaugă aplicația de autentificare' })).toHaveFocus());
    await expect(canvas.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    // The other sessions end with it unless unticked (issue #47), and the box says what that does.
    await expect(canvas.getByRole('checkbox', { name: 'Închide sesiunile deschise pe alte dispozitive' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Închide sesiunile deschise pe alte dispozitive' })).toHaveAccessibleDescription(/Recomandat/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Codul din aplicație' }), '123456{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Codurile tale de recuperare' })).toHaveFocus());
    await expect(canvas.getByText('Am închis celelalte 2 sesiuni deschise ale contului.')).toHaveAttribute('role', 'status');
    const list = canvas.getByRole('list', { name: 'Codurile de recuperare' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await expect(canvas.getByText('Aplicația de autentificare a fost adăugată.')).toBeInTheDocument();
    // The picture is taken once the toast has closed by itself, so it never catches it closing.
    await waitFor(() => expect(canvas.queryByText('Aplicația de autentificare a fost adăugată.')).toBeNull(), { timeout: 8000 });
  },
};

/** Once the codes are kept: since when the app is in use, and how many codes are left. */
export const WithAnAuthenticator: Story = {
  args: { api: factorsApi({ required: false }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă aplicația de autentificare' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Codul din aplicație' }), '123456{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Am salvat codurile' }));
    await expect(await canvas.findByText('Activă din 24 noiembrie 2026.')).toBeVisible();
    await expect(canvas.getByText('Coduri de recuperare rămase: 10 din 10.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elimină aplicația' })).toBeEnabled();
    await waitFor(() => expect(canvas.queryByText('Aplicația de autentificare a fost adăugată.')).toBeNull(), { timeout: 8000 });
  },
};

/** A wrong code: the server's reason, and the code field empty for another try. */
export const WrongCode: Story = {
  args: { api: { ...factorsApi({ required: false }), [`PUT ${authenticatorUrl}`]: failure(400, 'SECOND_FACTOR_INVALID') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă aplicația de autentificare' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Codul din aplicație' }), '654321{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Codul nu este corect sau a fost deja folosit.');
    await expect(canvas.getByRole('textbox', { name: 'Codul din aplicație' })).toHaveValue('');
  },
};

/** An account that must use a second factor (an administrator's), sent here by the guards: told why first. */
export const MustAdd: Story = {
  args: { path: '/security?redirect=%2Fadmin', api: factorsApi({ required: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Contul tău trebuie protejat cu verificarea în doi pași\./)).toHaveAttribute('role', 'status');
    await expect(await canvas.findByRole('button', { name: 'Adaugă aplicația de autentificare' })).toBeVisible();
  },
};

/** The factors could not be read: the reason, and a way to try again. */
export const Failed: Story = {
  args: { api: { [factorsUrl]: failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Setările de securitate nu au putut fi încărcate\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  },
};

/** On a 320 px phone the QR code, the key and the code field fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: factorsApi({ required: false }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă aplicația de autentificare' }));
    await canvas.findByRole('img', { name: 'Cod QR pentru aplicația de autentificare' });
    await expectReflow();
  },
};

const passkeys = [
  { id: '6e7f8091-a2b3-4c4d-8e5f-607182930415', name: 'Telefonul meu', addedAt: '2026-11-20T16:02:00.000Z', lastUsedAt: '2026-11-24T07:30:00.000Z' },
];

/**
 * The auth service for ana with one passkey (decision 024); removing it leaves none. With
 * `stale`, her sign-in is older than 10 minutes: removing needs her to prove a recent sign-in
 * (decisions 025, 043), with the passkey or the password and a recovery code, and the first
 * answer she gives is wrong.
 */
function passkeysApi({ stale = false } = {}): StubRoutes {
  let removed = false;
  let recent = !stale;
  let tries = 0;
  return {
    'POST /svc/auth/api/profile/anapop/reauthenticate': () => {
      tries += 1;
      if (tries === 1) return failure(400, 'PASSWORD_MISS_MATCH');
      recent = true;
      return { status: 204 };
    },
    [factorsUrl]: () => ({
      body: { authenticator: null, passkeys: removed ? [] : passkeys, recoveryCodesLeft: removed ? 0 : 10, required: false, sessionPassed: true },
    }),
    [`DELETE /svc/auth/api/profile/anapop/passkeys/${passkeys[0]?.id}`]: () => {
      if (!recent) return failure(403, 'REAUTHENTICATION_REQUIRED');
      removed = true;
      return { status: 204 };
    },
    'POST /svc/auth/api/profile/anapop/passkey-options': failure(503, 'SERVICE_UNAVAILABLE'),
  };
}

/** A passkey in use: its name and dates, the field to name another, and the recovery codes left. */
export const WithAPasskey: Story = {
  args: { api: passkeysApi() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Telefonul meu' })).toBeVisible();
    await expect(canvas.getByText('24.11.2026, 09:30:00')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Numele cheii' })).toHaveAccessibleDescription(/Ca s-o recunoști în listă/);
    await expect(canvas.getByText('Coduri de recuperare rămase: 10 din 10.')).toBeVisible();
  },
};

/** A nameless passkey is not started; one the server cannot start says why, and the name stays. */
export const AddAPasskeyRefused: Story = {
  args: { api: passkeysApi() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă o cheie de acces' }));
    await expect(canvas.getByText('Dă cheii un nume, ca s-o recunoști mai târziu (de exemplu „Telefonul meu”).')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Numele cheii' }), 'Laptop{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Operația nu a reușit\./);
    await expect(canvas.getByRole('textbox', { name: 'Numele cheii' })).toHaveValue('Laptop');
  },
};

/** Removing a passkey asks first, by keyboard, then lists none. */
export const RemoveAPasskey: Story = {
  args: { api: passkeysApi() },
  play: async ({ canvas }) => {
    (await canvas.findByRole('button', { name: 'Elimină cheia: Telefonul meu' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Elimini cheia de acces?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimină' }));
    await expect(await canvas.findByText('Nu ai adăugat încă o cheie de acces.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Cheia de acces a fost eliminată.')).toBeNull(), { timeout: 8000 });
  },
};

async function askToRemoveThePasskey(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Elimină cheia: Telefonul meu' }));
  const confirm = await within(document.body).findByRole('alertdialog', { name: 'Elimini cheia de acces?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Elimină' }));
  return within(document.body).findByRole('dialog', { name: 'Confirmă că ești tu' });
}

/**
 * A sign-in older than 10 minutes, on an account with a passkey (decisions 025, 043): the passkey
 * is offered first, focused; or the password with a recovery code, both needed. A wrong answer
 * says so and empties both fields.
 */
export const PasswordAgain: Story = {
  args: { api: passkeysApi({ stale: true }) },
  play: async ({ canvas }) => {
    const dialog = await askToRemoveThePasskey(canvas);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Folosește cheia de acces' })).toHaveFocus());
    const password = within(dialog).getByLabelText('Parola', { selector: 'input' });
    const code = within(dialog).getByRole('textbox', { name: 'Cod de recuperare' });
    await userEvent.type(password, 'Gresita!1{Enter}');
    await expect(within(dialog).getByText('Un cod de recuperare are 12 litere și cifre, de forma abcd-efgh-ijkm.')).toBeVisible();
    await userEvent.type(code, 'aaaa-bbbb-cccc{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Parola nu este corectă\./);
    await expect(password).toHaveValue('');
    await expect(code).toHaveValue('');
  },
};

/** The right password and code: the removal goes on by itself, without asking again. */
export const PasswordAgainConfirmed: Story = {
  args: { api: passkeysApi({ stale: true }) },
  play: async ({ canvas }) => {
    const dialog = await askToRemoveThePasskey(canvas);
    const password = within(dialog).getByLabelText('Parola', { selector: 'input' });
    const code = within(dialog).getByRole('textbox', { name: 'Cod de recuperare' });
    await userEvent.type(password, 'Gresita!1');
    await userEvent.type(code, 'aaaa-bbbb-cccc{Enter}');
    await within(dialog).findByRole('alert');
    await userEvent.type(password, 'Munte!Verde#2031');
    await userEvent.type(code, 'k7f2-xq4m-m3pd{Enter}');
    await expect(await canvas.findByText('Nu ai adăugat încă o cheie de acces.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog', { name: 'Confirmă că ești tu' })).toBeNull();
    await waitFor(() => expect(canvas.queryByText('Cheia de acces a fost eliminată.')).toBeNull(), { timeout: 8000 });
  },
};
