import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { failure } from '../../testing/stub-fetch';
import ConfirmSearchRoute from './ConfirmSearchRoute';
import UnsubscribeRoute from './UnsubscribeRoute';

const token = 'dezabonare-0123456789abcdef';

const meta = {
  title: 'Screens/Alert links',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/unsubscribe?token=${token}`, route: '/unsubscribe', screen: <UnsubscribeRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sentBodies: string[] = [];
/** Opening the link does nothing; the button stops the digest, posting what a mail program would. */
export const Unsubscribed: Story = {
  args: {
    api: {
      [`POST /svc/product/alerts/unsubscribe`]: async (request) => {
        sentBodies.push(`${new URL(request.url).searchParams.get('token')} ${await request.text()}`);
        return { body: { kind: 'SAVED_SEARCH', name: 'Vitrine în Brașov' } };
      },
    },
  },
  play: async ({ canvas }) => {
    sentBodies.length = 0;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dezabonare' })).toBeVisible();
    expect(sentBodies).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Dezabonează-mă' }));
    await expect(await canvas.findByText('Nu mai primești noutăți pentru „Vitrine în Brașov”. O poți porni din nou din contul tău.')).toBeVisible();
    expect(sentBodies).toEqual([`${token} List-Unsubscribe=One-Click`]);
  },
};

/** A link already used, or made up, says so in Romanian. */
export const LinkInvalid: Story = {
  args: { api: { 'POST /svc/product/alerts/unsubscribe': failure(404, 'ALERT_LINK_INVALID') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dezabonează-mă' }));
    await expect(await canvas.findByText('Linkul nu mai este valabil: poate a fost deja folosit. Nu trebuie să faci nimic altceva.')).toBeVisible();
  },
};

/** A link cut short has nothing to send. */
export const Incomplete: Story = {
  args: { path: '/unsubscribe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Linkul nu este complet. Deschide-l din nou din e-mail.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dezabonează-mă' })).toBeNull();
  },
};

/** A visitor confirms their saved search from the mailed link. */
export const SearchConfirmed: Story = {
  args: {
    path: `/saved-searches/confirm?token=${token}`,
    route: '/saved-searches/confirm',
    screen: <ConfirmSearchRoute />,
    api: { 'POST /svc/product/saved-searches/confirm': { body: { kind: 'SAVED_SEARCH', name: 'Vitrine în Brașov' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmă' }));
    await expect(await canvas.findByText('Căutarea „Vitrine în Brașov” este confirmată. Îți scriem când apare ceva nou.')).toBeVisible();
  },
};
