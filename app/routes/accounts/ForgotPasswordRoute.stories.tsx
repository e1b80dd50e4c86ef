import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, recorded } from '../../testing/stub-fetch';
import ForgotPasswordRoute from './ForgotPasswordRoute';

const sent: unknown[] = [];

const meta = {
  title: 'Screens/ForgotPassword',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/forgotpassword',
    route: '/forgotpassword',
    screen: <ForgotPasswordRoute />,
    api: {
      'POST /svc/auth/api/profile/forgot-password': recorded(sent, { status: 202 }),
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: the address, the local captcha ticked with the space bar, Enter. The answer is
 * the same whether the address has an account or not, and it takes the focus.
 */
export const SendTheLink: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ana@bistro.ro');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Nu sunt robot' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Trimite linkul' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const done = await canvas.findByText('Dacă adresa aparține unui cont, vei primi în câteva minute un e-mail cu linkul de resetare.');
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    expect(sent).toEqual([{ email: 'ana@bistro.ro', recaptchaToken: expect.any(String) }]);
  },
};

/** A wrong address and no captcha: each says what is wrong, in Romanian, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'nu-e-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite linkul' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalid.'));
    expect(sent).toEqual([]);
  },
};

/** Too many tries: the server's refusal is said in Romanian, and the address stays typed. */
export const TooManyTries: Story = {
  args: { api: { 'POST /svc/auth/api/profile/forgot-password': failure(429, 'TOO_MANY_REQUESTS') } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ana@bistro.ro');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite linkul' }));
    await expect(await canvas.findByText('Prea multe cereri. Te rugăm să aștepți puțin și să încerci din nou.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@bistro.ro');
  },
};

/** On a 320 px phone: the form fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Resetare parolă' })).toBeVisible();
    await expectReflow();
  },
};
