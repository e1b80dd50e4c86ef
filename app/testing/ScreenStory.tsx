import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppServices } from '../runtime/app-services';
import { AppServicesProvider } from '../runtime/AppServicesProvider';
import Guard from '../shell/guards';
import { RootLayout } from '../shell/RootLayout';
import { stubFetch, type StubRoutes } from './stub-fetch';
import { storyConfig, storyProfile } from './story-data';

type StorySession = 'visitor' | 'seller' | 'admin' | 'buyer';

/** Each signed-in kind of user: their name and role. */
const storyUsers = {
  seller: { username: 'anapop', role: 'SELLER_HORECA' },
  admin: { username: 'sefadmin', role: 'ADMIN_HORECA' },
  buyer: { username: 'bistrodoi', role: 'BUYER_HORECA' },
} as const;

/** The session calls of each kind of user, answered as the auth service would, the session's once `arrives` lets it. */
function sessionRoutes(session: StorySession, arrives?: () => Promise<void>): StubRoutes {
  if (session === 'visitor') return {};
  const { username, role } = storyUsers[session];
  const refreshed = { status: 200, body: { username, roles: [role] } };
  return {
    'POST /svc/auth/api/auth/refresh': arrives
      ? async () => {
          await arrives();
          return refreshed;
        }
      : refreshed,
    [`GET /svc/auth/api/profile/${username}/roles`]: { body: [role] },
    [`GET /svc/auth/api/profile/${username}`]: { body: storyProfile(username, session === 'admin', { roles: [{ name: role }] }) },
    // An administrator's session has passed its second factor, as the product requires (decision 023).
    [`GET /svc/auth/api/profile/${username}/second-factors`]: {
      body: {
        authenticator: session === 'admin' ? { addedAt: '2026-11-02T09:00:00.000Z' } : null,
        passkeys: [],
        recoveryCodesLeft: session === 'admin' ? 10 : 0,
        required: session === 'admin',
        sessionPassed: session === 'admin',
      },
    },
    'POST /svc/auth/api/auth/logout': { status: 204 },
  };
}

export interface ScreenStoryProps {
  /** The address the story opens, e.g. `/search?q=cafea`. */
  path: string;
  /** The route pattern the screen is mounted at, e.g. `/search`. */
  route: string;
  screen: ReactNode;
  /** Who is looking: decides the session calls and the navigation. */
  session?: StorySession;
  /** Holds the session's answer until it resolves: a page that does not yet know who is looking. */
  sessionArrives?: () => Promise<void>;
  /** The back end's answers for this story. */
  api?: StubRoutes;
  /** Mounts the screen behind the session guard, as the router does for private screens; 'signedIn' behind the security screen's guard. */
  guarded?: boolean | 'signedIn';
}

/**
 * A screen as the app shows it (frame, navigation, toasts, the cookie notice accepted), on a
 * memory router, with the app's real services over a stubbed back end: no server is needed.
 */
export function ScreenStory({ path, route, screen, session = 'visitor', sessionArrives, api = {}, guarded = false }: ScreenStoryProps) {
  const [services] = useState(() => {
    // Every story is a first visit: nothing another story kept (a city, a sort) carries over.
    localStorage.clear();
    localStorage.setItem('cookie_consent', 'accepted');
    return createAppServices({
      config: storyConfig,
      fetch: stubFetch({ ...sessionRoutes(session, sessionArrives), ...api }),
      readCookies: () => (session === 'visitor' ? '' : `loggedUser=${storyUsers[session].username}`),
    });
  });
  return (
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RootLayout />}>
            {guarded ? (
              <Route element={<Guard access={guarded === 'signedIn' ? 'signedIn' : 'session'} />}>
                <Route path={route} element={screen} />
              </Route>
            ) : (
              <Route path={route} element={screen} />
            )}
            <Route path="*" element={<p>Altă pagină</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppServicesProvider>
  );
}
