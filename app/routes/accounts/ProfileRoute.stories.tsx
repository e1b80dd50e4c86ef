import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import ProfileRoute from './ProfileRoute';

const laptop = {
  id: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  device: 'Chrome pe Linux',
  network: '192.0.2.0/24',
  signedInAt: '2026-11-24T07:30:00.000Z',
  lastUsedAt: '2026-11-24T08:15:00.000Z',
  current: true,
};
const phone = {
  id: '5d6e7f80-91a2-4b3c-8d4e-5f6071829304',
  device: 'Safari pe iOS (iPhone)',
  network: '198.51.100.0/24',
  signedInAt: '2026-11-20T16:02:00.000Z',
  lastUsedAt: '2026-11-23T19:45:00.000Z',
  current: false,
};
const tablet = { ...phone, id: '0f1e2d3c-4b5a-4697-8887-766554433221', device: 'Chrome pe Android', network: '203.0.113.0/24' };

/** The auth service's session calls over a list that ending shortens, as the server's does. */
function sessionsApi(): StubRoutes {
  let live = [laptop, phone, tablet];
  return {
    'GET /svc/auth/api/profile/anapop/sessions': () => ({ body: { sessions: live } }),
    [`DELETE /svc/auth/api/profile/anapop/sessions/${phone.id}`]: () => {
      live = live.filter((session) => session.id !== phone.id);
      return { status: 204 };
    },
    'DELETE /svc/auth/api/profile/anapop/sessions': () => {
      const ended = live.filter((session) => !session.current).length;
      live = live.filter((session) => session.current);
      return { body: { ended } };
    },
  };
}

const meta = {
  title: 'Screens/Profile',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/profile', route: '/profile', session: 'seller', guarded: true, screen: <ProfileRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Sesiunile tale": this computer marked, the phone ended by keyboard, then every other
 * session; each time a toast says so and the focus goes to the section's heading.
 */
export const YourSessions: Story = {
  args: { api: sessionsApi() },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Sesiunile tale' });
    await expect(await canvas.findByRole('heading', { name: 'Chrome pe Linux' })).toBeVisible();
    await expect(canvas.getByText('Sesiunea aceasta')).toBeVisible();
    canvas.getByRole('button', { name: 'Închide sesiunea: Safari pe iOS (iPhone)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Sesiunea a fost închisă.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Safari pe iOS (iPhone)' })).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Închide celelalte sesiuni' }));
    await expect(await canvas.findByText('Sesiuni închise: 1 sesiune.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Închide celelalte sesiuni' })).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    // The toasts close by themselves; the picture is taken once they have, so it never catches one closing.
    await waitFor(() => expect(canvas.queryByText(/^Sesiun.*închis/)).toBeNull(), { timeout: 8000 });
  },
};

/** The list could not load: the reason, and a way to try again. */
export const SessionsFailed: Story = {
  args: { api: { 'GET /svc/auth/api/profile/anapop/sessions': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Sesiunile nu au putut fi încărcate\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  },
};

/** On a 320 px phone the profile and its sessions reflow. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: sessionsApi() },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Safari pe iOS (iPhone)' });
    await expectReflow();
  },
};
