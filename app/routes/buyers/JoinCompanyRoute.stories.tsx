import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { storyProfile } from '../../testing/story-data';
import JoinCompanyRoute from './JoinCompanyRoute';

const sent: Record<string, unknown>[] = [];

const meta = {
  title: 'Screens/JoinCompany',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/join-company?email=ion%40bistro.ro&token=p7qrk7f2',
    route: '/join-company',
    screen: <JoinCompanyRoute />,
    api: {
      'POST /svc/auth/api/buyers/join': async (request) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return { status: 201, body: storyProfile('ionbistro', false, { roles: [{ name: 'BUYER_HORECA' }] }) };
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The invited colleague fills in who they are, accepts the terms and ticks the local captcha;
 * the account is active at once, the success takes the focus, and the invitation's address and
 * token go with the form.
 */
export const Join: Story = {
  play: async ({ canvas, canvasElement }) => {
    sent.length = 0;
    await expect(await canvas.findByText('Creezi contul pentru ion@bistro.ro, invitat în compania care ți-a trimis linkul.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prenume' }), 'Ion');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nume' }), 'Popa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '0722123456');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Utilizator' }), 'ionbistro');
    await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'Ceainic!Galben#Raft7');
    await userEvent.type(canvas.getByLabelText('Confirmă parola', { selector: 'input' }), 'Ceainic!Galben#Raft7');
    await userEvent.click(canvas.getByText('Am citit și accept termenii și condițiile'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent('Contul este activ. Te poți autentifica.'));
    expect(sent).toEqual([
      expect.objectContaining({
        email: 'ion@bistro.ro',
        token: 'p7qrk7f2',
        username: 'ionbistro',
        firstName: 'Ion',
        lastName: 'Popa',
        password: 'Ceainic!Galben#Raft7',
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('confirmPassword');
  },
};

/** An empty form: the summary lists what is missing, takes the focus, and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Creează contul' }));
    const summary = await canvas.findByRole('heading', { name: /Formularul are \d+ (de )?probleme/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: /^Utilizator: / })).toBeVisible();
    expect(sent).toEqual([]);
  },
};

/** A link cut short: the page says to open it again from the mail. */
export const IncompleteLink: Story = {
  args: { path: '/join-company?email=ion%40bistro.ro' },
  play: async ({ canvas }) => {
    expect((await canvas.findAllByText('Linkul invitației nu este complet. Deschide-l din nou din e-mail.')).length).toBeGreaterThan(0);
  },
};

/** On a 320 px phone: the form fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alătură-te companiei' })).toBeVisible();
    await expectReflow();
  },
};
