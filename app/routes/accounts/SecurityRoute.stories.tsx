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
        ? { authenticator: { addedAt: '2026-11-24T10:00:00.000Z' }, recoveryCodesLeft: 10, required, sessionPassed: true }
        : { authenticator: null, recoveryCodesLeft: 0, required, sessionPassed: false },
    }),
    [`POST ${authenticatorUrl}`]: {
      status: 201,
      body: { secret, otpauthUri: `otpauth://totp/Catalog%20HoReCa:anapop?issuer=Catalog%20HoReCa&secret=${secret}` },
    },
    [`PUT ${authenticatorUrl}`]: () => {
      added = true;
      return { body: { recoveryCodes: codes } };
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
    await userEvent.type(canvas.getByRole('textbox', { name: 'Codul din aplicație' }), '123456{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Codurile tale de recuperare' })).toHaveFocus());
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
