import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';
import { authenticatorCodeSchema, passkeyNameSchema } from '../../openapi/domain/account-rules';
import type { components } from '../../openapi/generated/auth';

export type SecondFactors = components['schemas']['SecondFactors'];
export type AuthenticatorEnrolment = components['schemas']['AuthenticatorEnrolment'];
export type PasskeyAdded = components['schemas']['PasskeyAdded'];
export type AuthenticatorAdded = components['schemas']['AuthenticatorAdded'];

/** A server's problem, no answer, or a passkey prompt the browser closed without one. */
export type FactorFailure = ErrorCode | 'NETWORK' | 'PASSKEY_CANCELLED';

export interface SecondFactorContext {
  factors: SecondFactors | undefined;
  /** The started authenticator's secret, while it is being added. */
  enrolment: AuthenticatorEnrolment | undefined;
  code: string;
  codeError: string | undefined;
  /** New recovery codes, shown once, until the user says they have kept them. */
  recoveryCodes: string[];
  /** Why the last call failed, until the next one. */
  failure: FactorFailure | undefined;
  /** The name for the next passkey, and what is wrong with it; the passkey asked to be removed. */
  passkeyName: string;
  passkeyNameError: string | undefined;
  passkeyToRemove: string | undefined;
  /** Whether adding a factor ends the account's other sessions (issue #47); on until the user says otherwise. */
  endOtherSessions: boolean;
  /** How many other sessions the last factor added ended, until the next change. */
  sessionsEnded: number | undefined;
}

export type SecondFactorEvent =
  | { type: 'retry' }
  | { type: 'add' }
  | { type: 'code.changed'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'remove' }
  | { type: 'confirm' }
  | { type: 'regenerate' }
  | { type: 'done' }
  | { type: 'passkey.named'; value: string }
  | { type: 'passkey.add' }
  | { type: 'passkey.remove'; id: string }
  | { type: 'endOtherSessions.changed'; value: boolean };

const failureOf = (error: unknown): FactorFailure =>
  isProblem(error) ? error.code : (error as { code?: unknown } | undefined)?.code === 'PASSKEY_CANCELLED' ? 'PASSKEY_CANCELLED' : 'NETWORK';

/**
 * The account's second factors on the security screen (docs/product.md §5, decision 023):
 * loaded; an authenticator added in two steps (its secret, then a code from it), after which
 * the ten recovery codes are shown once; removed after a confirmation; the recovery codes
 * replaced. Passkeys (decision 024) are added under a name, the browser's prompt in between;
 * the account's first factor shows its recovery codes; each is removed after a confirmation.
 * Adding either ends the account's other sessions unless the user unticks it (issue #47); how
 * many ended is kept for the screen to say. Every change reloads the factors. `added`,
 * `removed`, `renewed`, `passkeyAdded` and `passkeyRemoved` are named actions, for the app's
 * toasts and its session.
 */
export const secondFactorMachine = setup({
  types: { context: {} as SecondFactorContext, events: {} as SecondFactorEvent },
  actors: {
    load: fromPromise<SecondFactors>(async () => ({ authenticator: null, passkeys: [], recoveryCodesLeft: 0, required: false, sessionPassed: false })),
    start: fromPromise<AuthenticatorEnrolment>(async () => ({ secret: '', otpauthUri: '' })),
    confirm: fromPromise<AuthenticatorAdded, { code: string; endOtherSessions: boolean }>(async () => ({ recoveryCodes: [], sessionsEnded: 0 })),
    remove: fromPromise<void>(async () => undefined),
    regenerate: fromPromise<string[]>(async () => []),
    addPasskey: fromPromise<PasskeyAdded, { name: string; endOtherSessions: boolean }>(async ({ input }) => ({
      passkey: { id: '', name: input.name, addedAt: '', lastUsedAt: null },
      sessionsEnded: 0,
    })),
    removePasskey: fromPromise<void, { id: string }>(async () => undefined),
  },
  actions: {
    added: () => undefined,
    removed: () => undefined,
    renewed: () => undefined,
    passkeyAdded: () => undefined,
    passkeyRemoved: () => undefined,
  },
  guards: {
    codeValid: ({ context }) => authenticatorCodeSchema.safeParse(context.code).success,
    wrongCode: ({ event }) => failureOf((event as { error?: unknown }).error) === 'SECOND_FACTOR_INVALID',
    passkeyNamed: ({ context }) => passkeyNameSchema.safeParse(context.passkeyName).success,
    gaveCodes: ({ event }) => ((event as { output?: PasskeyAdded }).output?.recoveryCodes?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'secondFactor',
  context: {
    factors: undefined,
    enrolment: undefined,
    code: '',
    codeError: undefined,
    recoveryCodes: [],
    failure: undefined,
    passkeyName: '',
    passkeyNameError: undefined,
    passkeyToRemove: undefined,
    endOtherSessions: true,
    sessionsEnded: undefined,
  },
  initial: 'loading',
  on: {
    'endOtherSessions.changed': { actions: assign({ endOtherSessions: ({ event }) => event.value }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ factors: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ failure: undefined }) } } },
    ready: {
      on: {
        add: { target: 'starting', actions: assign({ failure: undefined, sessionsEnded: undefined }) },
        remove: { target: 'confirmingRemoval', actions: assign({ failure: undefined }) },
        regenerate: { target: 'regenerating', actions: assign({ failure: undefined }) },
        'passkey.named': { actions: assign({ passkeyName: ({ event }) => event.value, passkeyNameError: undefined }) },
        'passkey.add': [
          { guard: 'passkeyNamed', target: 'addingPasskey', actions: assign({ failure: undefined, sessionsEnded: undefined }) },
          { actions: assign({ passkeyNameError: ({ context }) => passkeyNameSchema.safeParse(context.passkeyName).error?.issues[0]?.message }) },
        ],
        'passkey.remove': { target: 'confirmingPasskeyRemoval', actions: assign({ failure: undefined, passkeyToRemove: ({ event }) => event.id }) },
      },
    },
    addingPasskey: {
      tags: ['busy'],
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        input: ({ context }) => ({ name: passkeyNameSchema.parse(context.passkeyName), endOtherSessions: context.endOtherSessions }),
        onDone: [
          {
            guard: 'gaveCodes',
            target: 'showingCodes',
            actions: [
              assign({
                recoveryCodes: ({ event }) => event.output.recoveryCodes ?? [],
                passkeyName: '',
                sessionsEnded: ({ event }) => event.output.sessionsEnded,
              }),
              'passkeyAdded',
            ],
          },
          { target: 'loading', actions: [assign({ passkeyName: '', sessionsEnded: ({ event }) => event.output.sessionsEnded }), 'passkeyAdded'] },
        ],
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    confirmingPasskeyRemoval: {
      on: {
        confirm: 'removingPasskey',
        cancel: { target: 'ready', actions: assign({ passkeyToRemove: undefined }) },
      },
    },
    removingPasskey: {
      tags: ['busy'],
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context }) => ({ id: context.passkeyToRemove ?? '' }),
        onDone: { target: 'loading', actions: [assign({ passkeyToRemove: undefined }), 'passkeyRemoved'] },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error), passkeyToRemove: undefined }) },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        onDone: { target: 'enrolling', actions: assign({ enrolment: ({ event }) => event.output, code: '', codeError: undefined }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    enrolling: {
      on: {
        'code.changed': { actions: assign({ code: ({ event }) => event.value, codeError: undefined }) },
        submit: [
          { guard: 'codeValid', target: 'confirming' },
          { actions: assign({ codeError: ({ context }) => authenticatorCodeSchema.safeParse(context.code).error?.issues[0]?.message }) },
        ],
        cancel: { target: 'ready', actions: assign({ enrolment: undefined, code: '', codeError: undefined, failure: undefined }) },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ code: authenticatorCodeSchema.parse(context.code), endOtherSessions: context.endOtherSessions }),
        onDone: {
          target: 'showingCodes',
          actions: [
            assign({
              recoveryCodes: ({ event }) => event.output.recoveryCodes,
              sessionsEnded: ({ event }) => event.output.sessionsEnded,
              enrolment: undefined,
              code: '',
            }),
            'added',
          ],
        },
        onError: [
          { guard: 'wrongCode', target: 'enrolling', actions: assign({ failure: 'SECOND_FACTOR_INVALID' as const, code: '' }) },
          { target: 'enrolling', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    /** The recovery codes, shown this once. */
    showingCodes: {
      on: { done: { target: 'loading', actions: assign({ recoveryCodes: [] }) } },
    },
    confirmingRemoval: {
      on: {
        confirm: 'removing',
        cancel: 'ready',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        onDone: { target: 'loading', actions: 'removed' },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    regenerating: {
      tags: ['busy'],
      invoke: {
        id: 'regenerate',
        src: 'regenerate',
        onDone: { target: 'showingCodes', actions: [assign({ recoveryCodes: ({ event }) => event.output }), 'renewed'] },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
