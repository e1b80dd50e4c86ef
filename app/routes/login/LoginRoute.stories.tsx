import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import LoginRoute from './LoginRoute';

const login = 'POST /svc/auth/api/auth/login';

const meta = {
  title: 'Screens/Login',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login', route: '/login', screen: <LoginRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as a visitor finds it, with the marked local captcha. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Autentificare' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Nu sunt robot' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Înregistrează-te' })).toHaveAttribute('href', '/register');
  },
};

/** Sent empty: each field says what it needs. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(canvas.getAllByText('Câmpul este obligatoriu.')).toHaveLength(2);
  },
};

/** Filled in but without the captcha: the spec's message. */
export const CaptchaMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Utilizator'), 'anapop');
    await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'Parola!123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Te rugăm să completezi reCAPTCHA.')).toBeVisible();
  },
};

async function submitFilled(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByLabelText('Utilizator'), 'anapop');
  await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'Parola!123');
  await userEvent.click(canvas.getByText('Nu sunt robot'));
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/**
 * While the login is sent, the fields cannot be changed (read-only, not disabled) and the button
 * is pending: it keeps the focus, ignores presses and says it is busy (decision 018).
 */
export const Pending: Story = {
  args: { api: { [login]: 'pending' } },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await expect(canvas.getByLabelText('Utilizator')).toHaveAttribute('readonly');
    const submit = canvas.getByRole('button', { name: /Login/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(submit).toHaveFocus();
  },
};

/** Wrong password: the spec's failure message, and the captcha is cleared. */
export const Failed: Story = {
  args: { api: { [login]: failure(401, 'PASSWORD_MISS_MATCH') } },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Eroare la autentificare. Te rugam sa incerci din nou.');
    await expect(canvas.getByRole('checkbox', { name: 'Nu sunt robot' })).not.toBeChecked();
  },
};

/** Blocked after too many attempts: the message says until when. */
export const Blocked: Story = {
  args: {
    api: {
      [login]: {
        status: 403,
        body: { type: 'about:blank', title: 'Blocked', status: 403, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', params: { retryAfterSeconds: 120 } },
      },
    },
  },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Poți încerca din nou încă 2 minute.');
  },
};

/** On a 320 px phone: the password field as wide as the username field, nothing wider than the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const username = await canvas.findByLabelText('Utilizator');
    const password = canvas.getByLabelText('Parola', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Arată parola' });
    await expect(Math.round(toggle.getBoundingClientRect().right)).toBe(Math.round(username.getBoundingClientRect().right));
    await expect(Math.round(password.getBoundingClientRect().left)).toBe(Math.round(username.getBoundingClientRect().left));
    await expectReflow();
  },
};

/** A logged-in seller sent here from the admin zone: told why, with the ways on, never bounced back. */
export const AccessDenied: Story = {
  args: { path: '/login?redirect=%2Fadmin%2Fdashboard', session: 'seller' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nu ai acces la această pagină' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Contul anapop nu are drept de administrator');
    await expect(canvas.getByRole('link', { name: 'Mergi la produsele tale' })).toHaveAttribute('href', '/products-management');
    await expect(canvas.getByRole('button', { name: 'Autentifică-te cu alt cont' })).toBeVisible();
  },
};

const secondStep = { [login]: { status: 202, body: { methods: ['totp', 'recoveryCode'] } } };

/**
 * An account with an authenticator app (decision 023): after the password, the second step,
 * its code field focused so a screen reader reads the label and how to get the code.
 */
export const SecondStep: Story = {
  args: { api: secondStep },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verificare în doi pași' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Cod din aplicație' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/introdu codul de 6 cifre/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifică' }));
    await expect(canvas.getByText('Introdu cele 6 cifre afișate de aplicație.')).toBeVisible();
  },
};

/** A wrong or used code: the server's reason, and the step waits for another code. */
export const SecondStepWrongCode: Story = {
  args: { api: { ...secondStep, 'POST /svc/auth/api/auth/login/second-factor': failure(401, 'SECOND_FACTOR_INVALID') } },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Cod din aplicație' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifică' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Codul nu este corect sau a fost deja folosit.');
    await expect(canvas.getByRole('textbox', { name: 'Cod din aplicație' })).toHaveValue('');
  },
};

/** Without the phone: a recovery code instead, on a 320 px screen. */
export const SecondStepRecoveryCodeOnPhone: Story = {
  args: { api: secondStep },
  globals: onPhone,
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nu am telefonul: folosesc un cod de recuperare' }));
    const code = canvas.getByRole('textbox', { name: 'Cod de recuperare' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/Fiecare cod merge o singură dată/);
    await expect(canvas.getByRole('button', { name: 'Folosesc codul din aplicație' })).toBeVisible();
    await expectReflow();
  },
};

/** A passkey sign-in the server could not start: the reason, and the form as it was (decision 024). */
export const PasskeyUnavailable: Story = {
  args: { api: { 'POST /svc/auth/api/auth/login/passkey-options': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Utilizator')).toHaveAttribute('autocomplete', 'username webauthn');
    await userEvent.click(canvas.getByRole('button', { name: 'Intră cu o cheie de acces' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/**
 * An account with a passkey and no app: the second step offers the passkey first, focused, and
 * a recovery code instead, with no app to switch to.
 */
export const SecondStepWithAPasskey: Story = {
  args: { api: { [login]: { status: 202, body: { methods: ['passkey', 'recoveryCode'] } } } },
  play: async ({ canvas }) => {
    await submitFilled(canvas);
    await expect(await canvas.findByRole('button', { name: 'Folosește cheia de acces' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Cod de recuperare' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Nu am telefonul/ })).toBeNull();
  },
};
