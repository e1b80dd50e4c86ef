import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reauthenticationMachine, type PasswordProof } from '../../../machines/reauthentication/reauthentication.machine';
import type { SecondFactorMethod } from '../../../machines/second-factor/factor-codes';
import { isProblem } from '../../../openapi/clients/problem';
import { errorMessage } from '../../messages/error-messages';
import { passkeysAvailable, reauthenticateWithPasskey } from '../../passkeys/passkey-ceremonies';
import { useServices } from '../AppServicesProvider';
import { unwrap } from '../unwrap';
import { recentSignInTexts } from './recent-sign-in-texts';
import { ReauthenticationDialog } from './ReauthenticationDialog';

const t = recentSignInTexts;

export interface RecentSignIn {
  /** Runs `call`; if the server wants a recent sign-in, asks for it and runs it once more, or rejects as `call` did. */
  withRecentSignIn: <T>(call: () => Promise<T>) => Promise<T>;
  /** The dialog that asks, for the screen to render. */
  prompt: ReactNode;
}

/** A failure as the dialog says it: a wrong password or code in its own words, anything else as the server's problem. */
function failureText(failure: string | undefined, params: Record<string, unknown> | undefined): string | undefined {
  if (failure === undefined) return undefined;
  if (failure === 'PASSWORD_MISS_MATCH') return t.wrong;
  if (failure === 'PASSKEY_CANCELLED') return t.passkeyCancelled;
  return errorMessage(failure as Parameters<typeof errorMessage>[0], params);
}

/**
 * The reauthentication machine with the auth client (decisions 025, 043), for a screen whose
 * calls need a recent sign-in: the screen's machines never learn of it; their call only takes
 * longer, while the user proves who they are (the password, with the second factor when the
 * account has one, or a passkey alone).
 */
export function useRecentSignIn(username: string): RecentSignIn {
  const { clients } = useServices();
  const waiting = useRef<{ confirm: () => void; cancel: () => void } | undefined>(undefined);
  const machine = useMemo(() => {
    const path = { params: { path: { id: username } } };
    return reauthenticationMachine.provide({
      actors: {
        loadMethods: fromPromise(async ({ signal }) => {
          const factors = await unwrap(clients.auth.GET('/api/profile/{id}/second-factors', { ...path, signal }));
          const methods: SecondFactorMethod[] = [];
          if (factors.passkeys.length > 0 && passkeysAvailable()) methods.push('passkey');
          if (factors.authenticator) methods.push('totp');
          if (factors.authenticator || factors.passkeys.length > 0) methods.push('recoveryCode');
          return methods;
        }),
        reauthenticate: fromPromise(async ({ input }: { input: PasswordProof }) => {
          await unwrap(clients.auth.POST('/api/profile/{id}/reauthenticate', { ...path, body: input }));
        }),
        reauthenticateWithPasskey: fromPromise(() => reauthenticateWithPasskey(clients, username)),
      },
      actions: {
        confirmed: () => waiting.current?.confirm(),
        cancelled: () => waiting.current?.cancel(),
      },
    });
  }, [clients, username]);
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
  const { methods, password, passwordError, method, code, codeError, failure, failureParams } = snapshot.context;
  const prompt = (
    <ReauthenticationDialog
      isOpen={!snapshot.matches('idle')}
      loading={snapshot.matches('loading')}
      hasPasskey={methods.includes('passkey')}
      hasApp={methods.includes('totp')}
      asksCode={methods.some((factor) => factor !== 'passkey')}
      method={method}
      password={password}
      passwordError={passwordError}
      code={code}
      codeError={codeError}
      failure={failureText(failure, failureParams)}
      pending={snapshot.matches('verifying') ? 'password' : snapshot.matches('verifyingPasskey') ? 'passkey' : false}
      onPasswordChange={(value) => send({ type: 'password.changed', value })}
      onCodeChange={(value) => send({ type: 'code.changed', value })}
      onSwitchMethod={() => send({ type: 'method.switched' })}
      onPasskey={() => send({ type: 'passkey.requested' })}
      onSubmit={() => send({ type: 'submit' })}
      onCancel={() => send({ type: 'cancel' })}
    />
  );
  return { withRecentSignIn, prompt };
}
