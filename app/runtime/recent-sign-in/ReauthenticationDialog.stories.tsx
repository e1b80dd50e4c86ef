import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectReflow, onPhone } from '../../testing/reflow';
import { ReauthenticationDialog } from './ReauthenticationDialog';

const meta = {
  title: 'Screens/Recent sign-in',
  component: ReauthenticationDialog,
  args: {
    isOpen: true,
    loading: false,
    hasPasskey: false,
    hasApp: false,
    asksCode: false,
    method: 'totp',
    password: '',
    passwordError: undefined,
    code: '',
    codeError: undefined,
    failure: undefined,
    pending: false,
    onPasswordChange: fn(),
    onCodeChange: fn(),
    onSwitchMethod: fn(),
    onPasskey: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReauthenticationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Confirmă că ești tu' });

/** An account without a second factor: the password alone, its field focused; Escape gives up. */
export const PasswordOnly: Story = {
  play: async ({ args }) => {
    const opened = await dialog();
    const password = within(opened).getByLabelText('Parola', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await expect(within(opened).queryByRole('textbox', { name: 'Cod din aplicație' })).toBeNull();
    await expect(within(opened).getByText(/introdu din nou parola contului/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** An account with an app (decision 043): the password and a code from it, or a recovery code instead. */
export const WithAppCode: Story = {
  args: { hasApp: true, asksCode: true },
  play: async ({ args }) => {
    const opened = await dialog();
    await expect(within(opened).getByRole('textbox', { name: 'Cod din aplicație' })).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(within(opened).getByText(/parola și un cod al verificării în doi pași/)).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: 'Nu am telefonul: folosesc un cod de recuperare' }));
    await expect(args.onSwitchMethod).toHaveBeenCalled();
  },
};

/** The recovery code asked for instead, with its own label and help. */
export const WithRecoveryCode: Story = {
  args: { hasApp: true, asksCode: true, method: 'recoveryCode' },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('textbox', { name: 'Cod de recuperare' })).toHaveAccessibleDescription(/Fiecare cod merge o singură dată/);
    await expect(within(opened).getByRole('button', { name: 'Folosesc codul din aplicație' })).toBeVisible();
  },
};

/** An account with a passkey: the passkey first and focused; the password and a code stay offered below. */
export const WithPasskey: Story = {
  args: { hasPasskey: true, asksCode: true, method: 'recoveryCode' },
  play: async ({ args }) => {
    const opened = await dialog();
    const passkey = within(opened).getByRole('button', { name: 'Folosește cheia de acces' });
    await waitFor(() => expect(passkey).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasskey).toHaveBeenCalled();
    await expect(within(opened).getByText('Sau introdu parola și un cod:')).toBeVisible();
  },
};

/** A refused answer: the reason as an alert, and the fields' own errors beside them. */
export const Refused: Story = {
  args: {
    hasApp: true,
    asksCode: true,
    failure: 'Codul nu este corect sau a fost deja folosit. Verifică-l și încearcă din nou.',
    codeError: 'Introdu cele 6 cifre afișate de aplicație.',
  },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('alert')).toHaveTextContent(/^Codul nu este corect/);
    await expect(within(opened).getByRole('textbox', { name: 'Cod din aplicație' })).toHaveAccessibleDescription(/Introdu cele 6 cifre/);
  },
};

/** While the answer is checked, nothing can be sent again or changed. */
export const Checking: Story = {
  args: { hasApp: true, asksCode: true, password: 'Munte!Verde#2031', code: '123456', pending: 'password' },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('button', { name: 'Renunță' })).toBeDisabled();
    await expect(within(opened).getByRole('textbox', { name: 'Cod din aplicație' })).toHaveAttribute('readonly');
  },
};

/** While the account's factors are read, a spinner says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('progressbar', { name: 'Se pregătește confirmarea...' })).toBeVisible();
  },
};

/** On a 320 px phone the passkey, the password and the code fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: { hasPasskey: true, hasApp: true, asksCode: true },
  play: async () => {
    await dialog();
    await expectReflow();
  },
};
