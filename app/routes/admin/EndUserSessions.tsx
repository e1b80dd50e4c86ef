import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '../../../design-system';
import { endAllSessionsMachine } from '../../../machines/sessions/end-all-sessions.machine';
import { errorMessage } from '../../messages/error-messages';
import { useServices, useToast } from '../../runtime/AppServicesProvider';
import type { RecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { usersTexts } from './users-texts';

const t = usersTexts;

/**
 * In the user's edit dialog: end every session of the user, wherever they are signed in
 * (decision 021), after the administrator's recent sign-in (decision 043).
 */
export function EndUserSessions({ uuid, withRecentSignIn }: { uuid: string; withRecentSignIn: RecentSignIn['withRecentSignIn'] }) {
  const { clients } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      endAllSessionsMachine.provide({
        actors: {
          endAll: fromPromise(
            async () => (await withRecentSignIn(() => unwrap(clients.auth.DELETE('/api/profile/{id}/sessions', { params: { path: { id: uuid } } })))).ended,
          ),
        },
        actions: {
          notifyEnded: (_, count) => toast('success', t.sessionsEnded(count)),
          notifyFailed: (_, reason) => toast('error', `${t.sessionsFailed} ${errorMessage(reason)}`),
        },
      }),
    [clients, toast, uuid, withRecentSignIn],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <section aria-labelledby={`sessions-${uuid}`} className={layout.stack}>
      <h3 id={`sessions-${uuid}`} className={layout.subheading}>
        {t.sessionsTitle}
      </h3>
      <p className={layout.muted}>{t.sessionsHint}</p>
      <div>
        <Button variant="secondary" isPending={snapshot.hasTag('pending')} onPress={() => send({ type: 'end' })}>
          {t.endSessions}
        </Button>
      </div>
    </section>
  );
}
