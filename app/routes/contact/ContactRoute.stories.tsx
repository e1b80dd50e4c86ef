import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, recorded } from '../../testing/stub-fetch';
import ContactRoute from './ContactRoute';

const sent: unknown[] = [];

const meta = {
  title: 'Screens/Contact',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/contact',
    route: '/contact',
    screen: <ContactRoute />,
    api: {
      'POST /svc/auth/api/contact': recorded(sent, { status: 202 }),
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor writes by keyboard, ticks the local captcha and sends; the thanks takes the focus. */
export const SendAMessage: Story = {
  play: async ({ canvas, canvasElement }) => {
    sent.length = 0;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nume' }), 'Ana Pop');
    await userEvent.tab();
    await userEvent.keyboard('ana@bistro.ro');
    await userEvent.tab();
    await userEvent.keyboard('Cum îmi adaug catalogul dintr-un fișier CSV?');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Nu sunt robot' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent('Mesajul a fost trimis. Îți răspundem cât de curând.'));
    expect(sent).toEqual([
      { name: 'Ana Pop', email: 'ana@bistro.ro', message: 'Cum îmi adaug catalogul dintr-un fișier CSV?', recaptchaToken: expect.any(String) },
    ]);
  },
};

/** An empty form says at each field what is missing, and sends nothing. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Trimite mesajul' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Nume' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Mesaj' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  },
};

/** The mail server down: the message says so, and what was written stays. */
export const NotSent: Story = {
  args: { api: { 'POST /svc/auth/api/contact': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nume' }), 'Ana Pop');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@bistro.ro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mesaj' }), 'Bună ziua!');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite mesajul' }));
    await expect(await canvas.findByText('Eroare la trimiterea mesajului. Te rugam sa incerci din nou.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mesaj' })).toHaveValue('Bună ziua!');
  },
};

/** On a 320 px phone: the form fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expectReflow();
  },
};
