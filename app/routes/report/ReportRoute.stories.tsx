import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, recorded, type StubRoutes } from '../../testing/stub-fetch';
import { storyProduct } from '../../testing/story-data';
import ReportRoute from './ReportRoute';

const product = storyProduct(0);
const reportCall = `POST /svc/product/product/${product.uuid}/reports`;

/** The product, and a report call that keeps what it was sent. */
function reportApi(
  sent: unknown[],
  answer = { status: 201, body: { reference: 'R-000042', productName: product.name, createdAt: '2026-11-29T09:00:00.000Z' } },
): StubRoutes {
  return {
    [`GET /svc/search/api/search/${product.uuid}`]: { body: product },
    [reportCall]: recorded(sent, answer),
  };
}

const meta = {
  title: 'Screens/Report',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/report?product=${product.uuid}`, route: '/report', screen: <ReportRoute />, api: reportApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form names the product and fills in its exact address. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(new RegExp(`Raportezi produsul „${product.name}”`))).toBeVisible();
    await expect(canvas.getByLabelText('Adresa exactă a produsului')).toHaveValue(`https://catalog.example.ro/product?id=${product.uuid}`);
    await expect(canvas.getByRole('radiogroup', { name: 'Motivul raportării' })).toBeVisible();
  },
};

/** Sent with nothing filled: every rule says what it wants, and nothing is sent. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trimite raportarea' }));
    await expect(await canvas.findByText('Alegeți motivul raportării.')).toBeVisible();
    await expect(canvas.getByLabelText('Explicație')).toHaveAccessibleDescription(/Explicați în cel puțin 10 caractere/);
    await expect(canvas.getByRole('checkbox', { name: /Declar că informațiile/ })).toHaveAccessibleDescription(/Confirmați că raportarea este corectă/);
  },
};

/** A misleading description needs the sender's name and e-mail; a counterfeit does not. */
export const ContactNeeded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Descriere înșelătoare' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite raportarea' }));
    await expect(await canvas.findByLabelText('Numele tău')).toHaveAccessibleDescription(/Câmpul este obligatoriu\./);
    await expect(canvas.getByLabelText('E-mailul tău')).toHaveAccessibleDescription(/Câmpul este obligatoriu\./);
  },
};

const sent: unknown[] = [];

/** Filled and sent by keyboard: the receipt's reference takes the focus, and the server got the exact address. */
export const Sent: Story = {
  args: { api: reportApi(sent) },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('radio', { name: 'Produs ilegal' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Produs contrafăcut' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Explicație'), 'Eticheta nu are timbrul producătorului.');
    await userEvent.type(canvas.getByLabelText('E-mailul tău'), 'ioana@horeca.test');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Declar că informațiile/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite raportarea' }));
    const receipt = await canvas.findByText(/Referința ei este R-000042\..*confirmarea și pe e-mail/);
    await waitFor(() => expect(receipt.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(sent.at(-1)).toMatchObject({
      reason: 'COUNTERFEIT',
      email: 'ioana@horeca.test',
      goodFaith: true,
      address: expect.stringContaining(product.uuid),
    });
  },
};

/** The same sender again within a day: told so, in Romanian, with the form kept. */
export const AlreadySent: Story = {
  args: { api: { ...reportApi([]), [reportCall]: failure(409, 'REPORT_ALREADY_SENT') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Produs contrafăcut' }));
    await userEvent.type(canvas.getByLabelText('Explicație'), 'Eticheta nu are timbrul producătorului.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Declar că informațiile/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite raportarea' }));
    await expect(await canvas.findByText(/Ai raportat deja acest produs în ultimele 24 de ore/)).toBeVisible();
    await expect(canvas.getByLabelText('Explicație')).toHaveValue('Eticheta nu are timbrul producătorului.');
  },
};

/** On a 320 px phone: the reasons, the statement and the captcha wrap inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Motivul raportării' })).toBeVisible();
    await expectReflow();
  },
};
