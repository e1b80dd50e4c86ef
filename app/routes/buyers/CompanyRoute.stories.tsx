import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../openapi/generated/auth';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import type { StubRoutes } from '../../testing/stub-fetch';
import { storyCompany } from './buyer-story-data';
import CompanyRoute from './CompanyRoute';

type Company = components['schemas']['BuyerCompany'];
const cook = {
  uuid: 'a9b0c1d2-e3f4-4a5b-8c6d-7e8f9a0b1c2d',
  username: 'bucatarsef',
  firstName: 'Mihai',
  lastName: 'Dobre',
  email: 'mihai@bistro.ro',
  membership: 'MEMBER' as const,
  isVerified: true,
};
const owner = {
  uuid: 'b0c1d2e3-f4a5-4b6c-9d7e-8f9a0b1c2d3e',
  username: 'bistrodoi',
  firstName: 'Elena',
  lastName: 'Dumitrescu',
  email: 'elena@bistro.ro',
  membership: 'OWNER' as const,
  isVerified: true,
};
const withPeople: Company = {
  ...storyCompany,
  members: [owner, cook],
  invitations: [{ email: 'ospatar@bistro.ro', membership: 'MEMBER', expiresAt: '2026-12-06T10:00:00.000Z' }],
};

/** The company, which an invitation and a removal change as the server would; what was sent goes to `sent`. */
function companyApi(sent: unknown[], start: Company = withPeople): StubRoutes {
  let current = start;
  return {
    'GET /svc/auth/api/buyers/company': () => ({ body: current }),
    'POST /svc/auth/api/buyers/company/invitations': async (request) => {
      const invitation = (await request.json()) as { email: string; membership: 'OWNER' | 'MEMBER' };
      sent.push(invitation);
      const made = { ...invitation, expiresAt: '2026-12-06T10:00:00.000Z' };
      current = { ...current, invitations: [...current.invitations, made] };
      return { status: 201, body: made };
    },
    [`DELETE /svc/auth/api/buyers/company/members/${cook.uuid}`]: () => {
      sent.push({ removed: cook.uuid });
      current = { ...current, members: current.members.filter((member) => member.uuid !== cook.uuid) };
      return { status: 204 };
    },
  };
}

const meta = {
  title: 'Screens/Company',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/company', route: '/company', session: 'buyer', guarded: true, screen: <CompanyRoute />, api: companyApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: unknown[] = [];

/** An owner invites a colleague: the server gets the address and the role, and the invitation joins those waiting. */
export const Invited: Story = {
  args: { api: companyApi(sent) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Compania mea' })).toBeVisible();
    await expect(canvas.getByText(/ospatar@bistro\.ro/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mailul colegului'), 'barman@bistro.ro');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite invitația' }));
    await expect(await canvas.findByText(/barman@bistro\.ro \(membru/)).toBeVisible();
    await expect(sent.at(-1)).toEqual({ email: 'barman@bistro.ro', membership: 'MEMBER' });
    await waitFor(() => expect(canvas.queryByText(/Invitația a fost trimisă/)).toBeNull(), { timeout: 8000 });
  },
};

const removals: unknown[] = [];

/** Removing a member asks first, names them, and the list follows. */
export const MemberRemoved: Story = {
  args: { api: companyApi(removals) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scoate pe Mihai Dobre din companie' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Scoate' }));
    await waitFor(() => expect(canvas.queryByText(/mihai@bistro\.ro/)).toBeNull());
    await expect(removals).toEqual([{ removed: cook.uuid }]);
    await waitFor(() => expect(canvas.queryByText(/a fost scos din companie/)).toBeNull(), { timeout: 8000 });
  },
};

/** A member sees the company and its people, and changes nothing. */
export const AsAMember: Story = {
  args: { api: companyApi([], { ...withPeople, membership: 'MEMBER', invitations: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Bistro Mărăști/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Trimite invitația' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Scoate/ })).toBeNull();
  },
};

/** On a 320 px phone the locations, the members and both forms fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Compania mea' })).toBeVisible();
    await expectReflow();
  },
};
