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
