import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import { storyProfile } from '../../testing/story-data';
import UsersRoute from './UsersRoute';

const profiles = [
  storyProfile('sefadmin', true),
  storyProfile('anapop', false, { isVerified: false }),
  storyProfile('bob1', false, { uuid: '1d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', isEnabled: false }),
];

const meta = {
  title: 'Screens/Admin users',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/admin/users',
    route: '/admin/users',
    screen: <UsersRoute />,
    session: 'admin',
    guarded: true,
    api: { 'GET /svc/auth/api/profile': { body: { profiles, perPage: 6, totalPages: 1, totalItems: 3 } } },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Administrators cannot be changed; Valideaza only for the unverified; the toggle says what it will do. */
export const Users: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    const [admin, unverified, disabled] = canvas.getAllByRole('article') as HTMLElement[];
    await expect(within(admin as HTMLElement).getByText('Cont de administrator: nu poate fi modificat.')).toBeVisible();
    await expect(within(admin as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(unverified as HTMLElement).getByRole('button', { name: /Valideaza/ })).toBeEnabled();
    await expect(within(disabled as HTMLElement).getByRole('button', { name: /Valideaza/ })).toBeDisabled();
    await expect(within(disabled as HTMLElement).getByRole('button', { name: /Activează/ })).toBeVisible();
  },
};

/** From a user's edit dialog the administrator ends all of the user's sessions; a toast says how many. */
export const EndAllSessions: Story = {
  args: {
    api: {
      'GET /svc/auth/api/profile': { body: { profiles, perPage: 6, totalPages: 1, totalItems: 3 } },
      [`DELETE /svc/auth/api/profile/${profiles[1]!.uuid}/sessions`]: { body: { ended: 2 } },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    const unverified = canvas.getAllByRole('article')[1] as HTMLElement;
    await userEvent.click(within(unverified).getByRole('button', { name: /Editează/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The dialog is in the page before it has finished opening; on a busy machine, for longer.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Sesiuni' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Închide toate sesiunile' }));
    await expect(await within(document.body).findByText('Sesiuni închise: 2 sesiuni.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Închide toate sesiunile' })).toHaveFocus();
  },
};

/**
 * An administrator whose sign-in is older than 10 minutes blocks a seller (decision 043): asked
 * for the password and a code from the app first, the block then goes through by itself.
 */
export const BlockAfterARecentSignIn: Story = {
  args: {
    api: (() => {
      let recent = false;
      return {
        'GET /svc/auth/api/profile': { body: { profiles, perPage: 6, totalPages: 1, totalItems: 3 } },
        [`POST /svc/auth/api/profile/${profiles[1]!.uuid}/enabled`]: () =>
          recent ? { body: { ...profiles[1], isEnabled: false } } : failure(403, 'REAUTHENTICATION_REQUIRED'),
        'POST /svc/auth/api/profile/sefadmin/reauthenticate': () => {
          recent = true;
          return { status: 204 };
        },
      };
    })(),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    const unverified = canvas.getAllByRole('article')[1] as HTMLElement;
    await userEvent.click(within(unverified).getByRole('button', { name: /Dezactivează/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Confirmă că ești tu' }));
    await userEvent.type(dialog.getByLabelText('Parola', { selector: 'input' }), 'Sef-Cheie#Rosie47');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cod din aplicație' }), '123456{Enter}');
    await expect(await within(document.body).findByText('Utilizatorul a fost dezactivat.')).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog', { name: 'Confirmă că ești tu' })).toBeNull();
    await waitFor(() => expect(within(document.body).queryByText('Utilizatorul a fost dezactivat.')).toBeNull(), { timeout: 8000 });
  },
};

/** A list that could not load says why and offers to try again. */
export const Failed: Story = {
  args: { api: { 'GET /svc/auth/api/profile': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Utilizatorii nu au putut fi încărcați.');
    await expect(within(alert).getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
  },
};

/** A seller whose user name and e-mail are long and unbroken, as generated ones are. */
const longNamed = storyProfile('cheiedeaccesmhx7k2q9123', false, {
  uuid: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  email: 'cheiedeacces.mhx7k2q9123@exemplu.ro',
});

/** On a 320 px phone: the user cards and their buttons fit, long unbroken names and e-mails wrapped. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: { 'GET /svc/auth/api/profile': { body: { profiles: [...profiles, longNamed], perPage: 6, totalPages: 1, totalItems: 4 } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expectReflow();
  },
};
