import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SessionList, Spinner } from '../../../design-system';
import { sessionsMachine, type SessionsToEnd } from '../../../machines/sessions/sessions.machine';
import { errorMessage } from '../../messages/error-messages';
import { texts } from '../../messages/texts';
import { useServices, useToast } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { accountTexts } from './account-texts';
import { useRecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';

const t = accountTexts.sessions;

/**
 * "Sesiunile tale" on the profile (docs/product.md §5, decision 021): the sessions machine with
 * the auth client. After a session ends the focus goes to the section's heading, whose list has
 * just changed under it, and a toast says what happened.
 */
export function SessionsSection({ username }: { username: string }) {
  const { clients } = useServices();
  const toast = useToast();
  const { withRecentSignIn, prompt } = useRecentSignIn(username);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each outcome asks for the focus once; the heading takes it after React has drawn the new list.
  const [outcomes, setOutcomes] = useState(0);
  useEffect(() => {
    if (outcomes > 0) heading.current?.focus();
  }, [outcomes]);
  const machine = useMemo(
    () =>
      sessionsMachine.provide({
        actors: {
          load: fromPromise(
            async ({ signal }) => (await unwrap(clients.auth.GET('/api/profile/{id}/sessions', { params: { path: { id: username } }, signal }))).sessions,
          ),
          end: fromPromise(({ input }: { input: SessionsToEnd }) =>
            withRecentSignIn(async () => {
              if (input.kind === 'others')
                return (await unwrap(clients.auth.DELETE('/api/profile/{id}/sessions', { params: { path: { id: username } } }))).ended;
              await unwrap(clients.auth.DELETE('/api/profile/{id}/sessions/{sessionId}', { params: { path: { id: username, sessionId: input.id } } }));
              return 1;
            }),
          ),
        },
        actions: {
          notifyEnded: (_, { what, count }) => {
            toast('success', what.kind === 'one' ? t.endedOne : t.endedOthers(count));
            setOutcomes((seen) => seen + 1);
          },
          notifyFailed: (_, { reason }) => {
            toast('error', reason === 'SESSION_NOT_FOUND' ? t.alreadyEnded : `${t.endFailed} ${errorMessage(reason)}`);
            setOutcomes((seen) => seen + 1);
          },
        },
      }),
    [clients, toast, username, withRecentSignIn],
  );
  const [snapshot, send] = useMachine(machine);
  const { sessions, failure, ending } = snapshot.context;
  return (
    <section aria-labelledby="sessions-title" className={layout.stack}>
      <h2 id="sessions-title" ref={heading} tabIndex={-1} className={`${layout.subheading} ${layout.focusTarget}`}>
        {t.title}
      </h2>
      <p className={layout.muted}>{t.hint}</p>
      {snapshot.matches('loading') && sessions.length === 0 ? <Spinner label={texts.app.loading} /> : null}
      {snapshot.matches('failed') ? <LoadFailure what={t.loadFailed} reason={failure} onRetry={() => send({ type: 'retry' })} /> : null}
      {sessions.length > 0 ? (
        <SessionList
          sessions={sessions}
          headingLevel={3}
          ending={ending ? (ending.kind === 'one' ? ending.id : 'others') : snapshot.matches('loading') ? 'others' : undefined}
          onEnd={(id) => send({ type: 'end', id })}
          onEndOthers={() => send({ type: 'endOthers' })}
        />
      ) : null}
      {prompt}
    </section>
  );
}
