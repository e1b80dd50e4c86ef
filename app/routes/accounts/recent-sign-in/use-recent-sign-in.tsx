import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reauthenticationMachine } from '../../../../machines/reauthentication/reauthentication.machine';
import { isProblem } from '../../../../openapi/clients/problem';
import { errorMessage } from '../../../messages/error-messages';
import { useServices } from '../../../runtime/AppServicesProvider';
import { unwrap } from '../../../runtime/unwrap';
import { accountTexts } from '../account-texts';
import { ReauthenticationDialog } from './ReauthenticationDialog';

export interface RecentSignIn {
  /** Runs `call`; if the server wants a recent sign-in, asks for the password and runs it once more, or rejects as `call` did. */
  withRecentSignIn: <T>(call: () => Promise<T>) => Promise<T>;
  /** The password prompt, for the screen to render. */
  prompt: ReactNode;
}

/**
 * The reauthentication machine with the auth client (decision 025), for a screen whose calls
 * need a recent sign-in: the screen's machines never learn of it; their call only takes longer,
 * while the user types the password.
 */
export function useRecentSignIn(username: string): RecentSignIn {
  const { clients } = useServices();
  const waiting = useRef<{ confirm: () => void; cancel: () => void } | undefined>(undefined);
  const machine = useMemo(
    () =>
      reauthenticationMachine.provide({
        actors: {
          reauthenticate: fromPromise(async ({ input }: { input: { password: string } }) => {
            await unwrap(clients.auth.POST('/api/profile/{id}/reauthenticate', { params: { path: { id: username } }, body: input }));
          }),
        },
        actions: {
          confirmed: () => waiting.current?.confirm(),
          cancelled: () => waiting.current?.cancel(),
        },
      }),
    [clients, username],
  );
  const [snapshot, send] = useMachine(machine);
  const withRecentSignIn = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!isProblem(error) || error.code !== 'REAUTHENTICATION_REQUIRED') throw error;
        await new Promise<void>((resolve, reject) => {
          waiting.current = { confirm: resolve, cancel: () => reject(error) };
          send({ type: 'requested' });
        });
        return call();
      }
    },
    [send],
  );
  const { password, passwordError, failure, failureParams } = snapshot.context;
  const prompt = (
    <ReauthenticationDialog
      isOpen={!snapshot.matches('idle')}
      password={password}
      passwordError={passwordError}
      failure={failure === 'PASSWORD_MISS_MATCH' ? accountTexts.reauthentication.wrong : failure ? errorMessage(failure, failureParams) : undefined}
      pending={snapshot.hasTag('busy')}
      onPasswordChange={(value) => send({ type: 'password.changed', value })}
      onSubmit={() => send({ type: 'submit' })}
      onCancel={() => send({ type: 'cancel' })}
    />
  );
  return { withRecentSignIn, prompt };
}
