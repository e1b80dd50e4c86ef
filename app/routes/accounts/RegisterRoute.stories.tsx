import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import RegisterRoute from './RegisterRoute';

const meta = {
  title: 'Screens/Register',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/register', route: '/register', screen: <RegisterRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit is always available; an empty form says on submit what is missing, all of it at once. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Creează cont' })).toBeEnabled();
  },
};

/**
 * Nine bad fields and the terms not ticked: the error summary lists every problem, takes the
 * focus, and each of its links leads to its field (the GOV.UK pattern).
 */
export const ErrorSummaryOnSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Utilizator'), 'ab!');
    await userEvent.type(canvas.getByLabelText('Email'), 'nu-e-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Creează cont' }));
    const summary = await canvas.findByRole('heading', { name: /Formularul are \d+ (de )?probleme/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: /^Utilizator: / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Email: Email invalid.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Termenii și condițiile: Trebuie să accepți termenii și condițiile.' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
    await userEvent.click(canvas.getByRole('link', { name: 'Email: Email invalid.' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Am citit și accept termenii și condițiile' })).toHaveAccessibleDescription(
      'Trebuie să accepți termenii și condițiile.',
    );
  },
};

/** Every rule of docs/product.md §5 says what is wrong, in Romanian. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Utilizator'), 'ab!');
    await userEvent.type(canvas.getByLabelText('Email'), 'nu-e-email');
    await userEvent.type(canvas.getByLabelText('Telefon'), '0612');
    await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'scurta');
    await canvas.findByRole('meter', { name: 'Puterea parolei' }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Confirmă parola', { selector: 'input' }), 'alta');
    await userEvent.click(canvas.getByText('Am citit și accept termenii și condițiile'));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează cont' }));
    await expect(canvas.getAllByText(/Numele de utilizator trebuie să aibă cel puțin 4 caractere\./).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email invalid.');
    await expect(canvas.getByLabelText('Telefon')).toHaveAccessibleDescription(/Telefon invalid\. Format: \+407xxxxxxxx/);
    await expect(canvas.getByLabelText('Confirmă parola', { selector: 'input' })).toHaveAccessibleDescription('Parolele nu coincid.');
  },
};

/**
 * The strength meter under the new password, judged as the server judges it with the account's
 * own words, once typing pauses: the user's name in disguise is weak, a passphrase is strong.
 */
export const PasswordStrength: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Prenume'), 'Ioana');
    const password = canvas.getByLabelText('Parola', { selector: 'input' });
    await userEvent.type(password, 'Ioana!2024');
    const meter = await canvas.findByRole('meter', { name: 'Puterea parolei' }, { timeout: 5000 });
    // Her own name with a sign and a year is refused outright (decision 043).
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'foarte slabă'));
    await expect(canvas.getByText(/^Puterea parolei: foarte slabă\. /)).toHaveAttribute('aria-live', 'polite');
    await userEvent.clear(password);
    await userEvent.type(password, 'Ceainic!Galben#Raft7');
    await waitFor(() => expect(canvas.getByRole('meter', { name: 'Puterea parolei' })).toHaveAttribute('aria-valuetext', 'puternică'));
    await expect(password).toHaveFocus();
  },
};

/** On a 320 px phone, with every field's error shown. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Am citit și accept termenii și condițiile'));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează cont' }));
    await expect(canvas.getAllByText(/Câmpul este obligatoriu\./).length).toBeGreaterThan(2);
    await expectReflow();
  },
};
