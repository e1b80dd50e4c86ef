import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isSuperuser } from '../../machines/auth/auth.machine';
import type { Toast } from '../../machines/toasts/toasts.machine';
import type { AppServices } from './app-services';
import { documentTitle } from '../head/page-head';

const ServicesContext = createContext<AppServices | undefined>(undefined);

/** Hands the app's services to every route. */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside AppServicesProvider');
  return services;
}

type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  username: string | undefined;
  roles: string[];
  isAdmin: boolean;
  /** The session ended here (logout, expiry): guards send to a plain /login. */
  ended: boolean;
  /** The session owes a second factor: guards send it to the security screen (decision 023). */
  mustAddSecondFactor: boolean;
}

type AuthSnapshot = ReturnType<AppServices['auth']['getSnapshot']>;

function sessionOf(snapshot: AuthSnapshot): Session {
  const status: SessionStatus = snapshot.matches('authenticated') ? 'authenticated' : snapshot.matches('unauthenticated') ? 'unauthenticated' : 'unknown';
  return {
    status,
    username: snapshot.context.username,
    roles: snapshot.context.roles,
    isAdmin: isSuperuser(snapshot.context),
    ended: snapshot.context.sessionEnded,
    mustAddSecondFactor: snapshot.context.mustAddSecondFactor,
  };
}

/** What a server-rendered page knows of the session: nothing (decision 033). */
const unknownSession: Session = { status: 'unknown', username: undefined, roles: [], isAdmin: false, ended: false, mustAddSecondFactor: false };

/**
 * The session as the screens need it, read from the auth machine. A page the server rendered
 * is hydrated as the server drew it, with the session unknown; the session then shows as soon
 * as it is known, in a render after, made as a transition: React draws it in slices, where a
 * store's forced render would redraw the whole frame in one long task right after the page
 * became live (decision 037).
 */
export function useSession(): Session {
  const { auth, initial } = useServices();
  const [snapshot, setSnapshot] = useState<AuthSnapshot | undefined>(() => (initial.rendered() ? undefined : auth.getSnapshot()));
  useEffect(() => {
    startTransition(() => setSnapshot(auth.getSnapshot()));
    const subscription = auth.subscribe((next) => setSnapshot(next));
    return () => subscription.unsubscribe();
  }, [auth]);
  return useMemo(() => (snapshot ? sessionOf(snapshot) : unknownSession), [snapshot]);
}

/**
 * The signed-in user's name, for a screen behind the session guard. The guard renders such a
 * screen only while the session is authenticated, and replaces it before the name is cleared,
 * so a missing name is a wiring mistake: it fails loudly into the route's error screen rather
 * than calling the API for no one.
 */
export function useSignedInUsername(): string {
  const { username } = useSession();
  if (username === undefined) throw new Error('A screen behind the session guard rendered without a session.');
  return username;
}

/** Shows a toast (top-right, closes after 3 s). */
export function useToast(): (tone: Toast['tone'], message: string) => void {
  const { toasts } = useServices();
  return useCallback((tone, message) => toasts.send({ type: 'toast.show', tone, message }), [toasts]);
}

/** The document title of a screen: '{screen} | {site}'. */
export function usePageTitle(title: string): void {
  const { config } = useServices();
  useEffect(() => {
    document.title = documentTitle(title, config.siteName);
  }, [title, config.siteName]);
}
