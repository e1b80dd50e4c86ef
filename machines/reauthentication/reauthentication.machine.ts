import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { firstCodeMethod, parsedCode, switchedCodeMethod, type CodeMethod, type SecondFactorMethod } from '../second-factor/factor-codes';

type ReauthenticationFailure = ErrorCode | 'NETWORK' | 'PASSKEY_CANCELLED';

/** What proves a recent sign-in: the password, with a code when the account has a second factor. */
export interface PasswordProof {
  password: string;
  secondFactor?: { method: CodeMethod; code: string };
}

export interface ReauthenticationContext {
  /** The account's second factors; none asks for the password alone. */
  methods: SecondFactorMethod[];
  password: string;
  passwordError: string | undefined;
  method: CodeMethod;
  code: string;
  codeError: string | undefined;
  /** Why the last try failed: a wrong password or code, a block, no answer, a closed passkey prompt. */
  failure: ReauthenticationFailure | undefined;
  /** The server's placeholders for the failure (a block's `retryAfterSeconds`). */
  failureParams: Record<string, unknown> | undefined;
}

export type ReauthenticationEvent =
  | { type: 'requested' }
  | { type: 'password.changed'; value: string }
  | { type: 'code.changed'; value: string }
  | { type: 'method.switched' }
  | { type: 'passkey.requested' }
  | { type: 'submit' }
  | { type: 'cancel' };

const failureOf = (error: unknown): ReauthenticationFailure =>
  isProblem(error) ? error.code : (error as { code?: unknown } | undefined)?.code === 'PASSKEY_CANCELLED' ? 'PASSKEY_CANCELLED' : 'NETWORK';
const hasCodes = (context: Pick<ReauthenticationContext, 'methods'>) => context.methods.some((method) => method !== 'passkey');

/**
 * Proving who is behind the session again, before ending sessions, changing second factors or,
 * for an administrator, changing another account (decisions 025, 043). Idle until a call answers
 * that the sign-in is not recent; then it learns the account's second factors (`loadMethods`)
 * and asks: the password, with a code from the app or a recovery code when the account has a
 * second factor, or one of its passkeys alone. It says whether the user confirmed (`confirmed`,
 * the call is tried again) or gave up (`cancelled`). A wrong answer, or a block, keeps asking
 * with the server's reason; the typed secrets are emptied.
 */
export const reauthenticationMachine = setup({
  types: { context: {} as ReauthenticationContext, events: {} as ReauthenticationEvent },
  actors: {
    loadMethods: fromPromise<SecondFactorMethod[]>(async () => []),
    reauthenticate: fromPromise<void, PasswordProof>(async () => undefined),
    reauthenticateWithPasskey: fromPromise<void>(async () => undefined),
  },
  actions: {
    confirmed: () => undefined,
    cancelled: () => undefined,
    failed: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { password: '', code: '', failure: failureOf(error), failureParams: isProblem(error) ? error.params : undefined };
    }),
  },
  guards: {
    typed: ({ context }) => context.password !== '' && (!hasCodes(context) || parsedCode(context).success),
    hasPasskey: ({ context }) => context.methods.includes('passkey'),
    hasApp: ({ context }) => context.methods.includes('totp'),
    serverWantsCode: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return !hasCodes(context) && isProblem(error) && (error.errors ?? []).some((fieldError) => fieldError.field === 'secondFactor');
    },
  },
}).createMachine({
  id: 'reauthentication',
  context: {
    methods: [],
    password: '',
    passwordError: undefined,
    method: 'totp',
    code: '',
    codeError: undefined,
    failure: undefined,
    failureParams: undefined,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        requested: {
          target: 'loading',
          actions: assign({ password: '', passwordError: undefined, code: '', codeError: undefined, failure: undefined, failureParams: undefined }),
        },
      },
    },
    /** The account's factors, so the dialog asks for what the server will: unknown, it asks for the password and learns from the answer. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: { target: 'asking', actions: assign({ methods: ({ event }) => event.output, method: ({ event }) => firstCodeMethod(event.output) }) },
        onError: { target: 'asking', actions: assign({ methods: [] }) },
      },
    },
    asking: {
      on: {
        'password.changed': { actions: assign({ password: ({ event }) => event.value, passwordError: undefined }) },
        'code.changed': { actions: assign({ code: ({ event }) => event.value, codeError: undefined }) },
        'method.switched': {
          guard: 'hasApp',
          actions: assign({ method: ({ context }) => switchedCodeMethod(context.method, context.methods), code: '', codeError: undefined }),
        },
        'passkey.requested': { guard: 'hasPasskey', target: 'verifyingPasskey' },
        submit: [
          { guard: 'typed', target: 'verifying' },
          {
            actions: assign({
              passwordError: ({ context }) => (context.password === '' ? ruleMessages.required : undefined),
              codeError: ({ context }) => (hasCodes(context) ? parsedCode(context).error?.issues[0]?.message : undefined),
            }),
          },
        ],
        cancel: { target: 'idle', actions: [assign({ password: '', code: '' }), 'cancelled'] },
      },
    },
    verifying: {
      tags: ['busy'],
      entry: assign({ failure: undefined, failureParams: undefined }),
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ context }) => ({
          password: context.password,
          ...(hasCodes(context) ? { secondFactor: { method: context.method, code: parsedCode(context).data ?? context.code } } : {}),
        }),
        onDone: { target: 'idle', actions: [assign({ password: '', code: '' }), 'confirmed'] },
        onError: [
          // The server knows of a factor the dialog did not (its list could not be read): ask for its code too.
          {
            guard: 'serverWantsCode',
            target: 'asking',
            actions: assign({ methods: ['totp', 'recoveryCode'], method: 'totp', password: '', failure: undefined }),
          },
          { target: 'asking', actions: 'failed' },
        ],
      },
    },
    verifyingPasskey: {
      tags: ['busy'],
      entry: assign({ failure: undefined, failureParams: undefined }),
      invoke: {
        id: 'reauthenticateWithPasskey',
        src: 'reauthenticateWithPasskey',
        onDone: { target: 'idle', actions: [assign({ password: '', code: '' }), 'confirmed'] },
        onError: { target: 'asking', actions: 'failed' },
      },
    },
  },
});
