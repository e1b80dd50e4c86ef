import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { ruleMessages } from '../../openapi/domain/field-rules';

type ReauthenticationFailure = ErrorCode | 'NETWORK';

export interface ReauthenticationContext {
  password: string;
  passwordError: string | undefined;
  /** Why the last try failed: a wrong password, a block, no answer. */
  failure: ReauthenticationFailure | undefined;
  /** The server's placeholders for the failure (a block's `retryAfterSeconds`). */
  failureParams: Record<string, unknown> | undefined;
}

export type ReauthenticationEvent = { type: 'requested' } | { type: 'password.changed'; value: string } | { type: 'submit' } | { type: 'cancel' };

/**
 * Typing the password again before ending sessions or changing second factors (decision 025).
 * Idle until a call answers that the sign-in is not recent; then it asks, checks the password
 * with the server (`reauthenticate`), and says whether the user confirmed (`confirmed`, the call
 * is tried again) or gave up (`cancelled`). A wrong password, or a block, keeps asking with
 * the server's reason; the password field is emptied.
 */
export const reauthenticationMachine = setup({
  types: { context: {} as ReauthenticationContext, events: {} as ReauthenticationEvent },
  actors: {
    reauthenticate: fromPromise<void, { password: string }>(async () => undefined),
  },
  actions: {
    confirmed: () => undefined,
    cancelled: () => undefined,
  },
  guards: {
    typed: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'reauthentication',
  context: { password: '', passwordError: undefined, failure: undefined, failureParams: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: {
        requested: { target: 'asking', actions: assign({ password: '', passwordError: undefined, failure: undefined, failureParams: undefined }) },
      },
    },
    asking: {
      on: {
        'password.changed': { actions: assign({ password: ({ event }) => event.value, passwordError: undefined }) },
        submit: [{ guard: 'typed', target: 'verifying' }, { actions: assign({ passwordError: ruleMessages.required }) }],
        cancel: { target: 'idle', actions: [assign({ password: '' }), 'cancelled'] },
      },
    },
    verifying: {
      tags: ['busy'],
      entry: assign({ failure: undefined, failureParams: undefined }),
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'idle', actions: [assign({ password: '' }), 'confirmed'] },
        onError: {
          target: 'asking',
          actions: assign({
            password: '',
            failure: ({ event }) => (isProblem(event.error) ? event.error.code : 'NETWORK'),
            failureParams: ({ event }) => (isProblem(event.error) ? event.error.params : undefined),
          }),
        },
      },
    },
  },
});
