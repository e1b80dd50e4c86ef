import { and, assign, fromPromise, setup } from 'xstate';
import { loginSchema } from '../../openapi/domain/account-rules';
import { loginFailureOf, type Credentials, type LoginFailure, type SecondFactorAnswer, type SecondFactorMethod } from '../auth/auth.machine';
import { firstCodeMethod, parsedCode, switchedCodeMethod, type CodeMethod } from '../second-factor/factor-codes';
import { safeRedirect } from './safe-redirect';

type LoginField = 'username' | 'password';

/** What went wrong with the form, for the screen to put into words. */
export type LoginFormError = { kind: 'captchaMissing' } | { kind: 'loginFailed'; failure: LoginFailure };

export interface LoginFormContext {
  username: string;
  password: string;
  captchaToken: string | undefined;
  fieldErrors: Partial<Record<LoginField, string>>;
  formError: LoginFormError | undefined;
  /** Where to go after logging in (the `redirect` parameter). */
  redirectTo: string;
  /** The second step (decisions 023, 024): the factors the account has, which code is typed, the code, and what is wrong with it. */
  methods: SecondFactorMethod[];
  method: CodeMethod;
  code: string;
  codeError: string | undefined;
}

export type LoginFormEvent =
  | { type: 'field.changed'; field: LoginField; value: string }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'submit' }
  | { type: 'code.changed'; value: string }
  | { type: 'method.switched' }
  | { type: 'passkey.requested' }
  | { type: 'back' };

/** What the `logIn` actor reports: a session, or a second step to take with one of these factors. */
export type LoginOutcome = 'signedIn' | { methods: SecondFactorMethod[] };

/** What an autofilled passkey's login may be refused with; anything else (no challenge, a closed prompt) leaves the form as it is. */
const passkeyRefusals: ReadonlySet<string> = new Set(['PASSKEY_INVALID', 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', 'USER_IS_BLOCKED', 'USER_IS_NOT_VERIFIED']);
const failed = ({ event }: { event: unknown }) => ({ kind: 'loginFailed' as const, failure: loginFailureOf((event as { error?: unknown }).error) });

/**
 * The login form (docs/product.md §4, §5): required fields, the captcha, a pending state that disables the
 * controls (tag `pending`), and on failure the login's failure as it came plus a captcha reset. An
 * account with a second factor goes on to `secondFactor`: a code from the authenticator app, or a
 * recovery code instead; a wrong code stays there, an expired or blocked login goes back to the
 * password (decision 023). The login and its second step are the `logIn` and `completeLogIn`
 * actors (the app hands them to the auth machine); `resetCaptcha`, `cancelSecondStep` and
 * `redirect` are named actions.
 *
 * Passkeys (decision 024): from the form, `passkey.requested` signs in with a passkey alone
 * (`logInWithPasskey`), and while the form is shown the browser may offer a passkey in the
 * user name's autofill (`passkeyAutofill`, WebAuthn's conditional UI), which ends the same way;
 * a prompt the user closed changes nothing there. In the second step, `passkey.requested` answers
 * it with a passkey (`completeLogInWithPasskey`) when the account has one.
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as { redirectTo?: string | null },
  },
  actors: {
    logIn: fromPromise<LoginOutcome, Credentials>(async () => 'signedIn'),
    completeLogIn: fromPromise<void, SecondFactorAnswer>(async () => undefined),
    logInWithPasskey: fromPromise<void>(async () => undefined),
    passkeyAutofill: fromPromise<void>(() => new Promise<void>(() => undefined)),
    completeLogInWithPasskey: fromPromise<void>(async () => undefined),
  },
  actions: {
    resetCaptcha: () => undefined,
    cancelSecondStep: () => undefined,
    redirect: (_, _target: string) => undefined,
  },
  guards: {
    fieldsValid: ({ context }) => loginSchema.safeParse(context).success,
    hasCaptcha: ({ context }) => Boolean(context.captchaToken),
    codeValid: ({ context }) => parsedCode(context).success,
    asksSecondFactor: ({ event }) => (event as { output?: LoginOutcome }).output !== 'signedIn',
    hasPasskey: ({ context }) => context.methods.includes('passkey'),
    refusedByServer: ({ event }) => passkeyRefusals.has(loginFailureOf((event as { error?: unknown }).error).code),
    wrongCode: ({ event }) => loginFailureOf((event as { error?: unknown }).error).code === 'SECOND_FACTOR_INVALID',
    appCodesStopped: ({ event }) => loginFailureOf((event as { error?: unknown }).error).code === 'AUTHENTICATOR_CODES_BLOCKED',
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    username: '',
    password: '',
    captchaToken: undefined,
    fieldErrors: {},
    formError: undefined,
    redirectTo: safeRedirect(input.redirectTo),
    methods: [],
    method: 'totp',
    code: '',
    codeError: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      invoke: {
        id: 'passkeyAutofill',
        src: 'passkeyAutofill',
        onDone: { target: 'loggedIn' },
        // A closed prompt or no challenge is no failure to report; the form stays as it is.
        onError: [{ guard: 'refusedByServer', actions: assign({ formError: failed }) }, { actions: [] }],
      },
      on: {
        'passkey.requested': { target: 'signingInWithPasskey' },
        'field.changed': {
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        'captcha.solved': {
          actions: assign(({ context, event }) => ({
            captchaToken: event.token,
            formError: context.formError?.kind === 'captchaMissing' ? undefined : context.formError,
          })),
        },
        'captcha.expired': { actions: assign({ captchaToken: undefined }) },
        submit: [
          { guard: and(['fieldsValid', 'hasCaptcha']), target: 'submitting' },
          { guard: 'fieldsValid', actions: assign({ formError: { kind: 'captchaMissing' } as LoginFormError }) },
          {
            actions: assign(({ context }) => {
              const result = loginSchema.safeParse(context);
              const fieldErrors: Partial<Record<LoginField, string>> = {};
              for (const issue of result.error?.issues ?? []) fieldErrors[issue.path[0] as LoginField] ??= issue.message;
              return { fieldErrors };
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['pending'],
      entry: assign({ formError: undefined }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password, recaptchaToken: context.captchaToken as string }),
        onDone: [
          // The password is not kept once it has done its part.
          {
            guard: 'asksSecondFactor',
            target: 'secondFactor',
            actions: assign(({ event }) => {
              const methods = event.output === 'signedIn' ? [] : event.output.methods;
              return { password: '', methods, method: firstCodeMethod(methods), code: '', codeError: undefined };
            }),
          },
          { target: 'loggedIn' },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({
              formError: ({ event }) => ({ kind: 'loginFailed' as const, failure: loginFailureOf(event.error) }),
              captchaToken: undefined,
            }),
            'resetCaptcha',
          ],
        },
      },
    },
    signingInWithPasskey: {
      tags: ['pending'],
      entry: assign({ formError: undefined }),
      invoke: {
        id: 'logInWithPasskey',
        src: 'logInWithPasskey',
        onDone: { target: 'loggedIn' },
        onError: { target: 'editing', actions: assign({ formError: failed }) },
      },
    },
    secondFactor: {
      on: {
        'code.changed': { actions: assign({ code: ({ event }) => event.value, codeError: undefined }) },
        'passkey.requested': { guard: 'hasPasskey', target: 'verifyingPasskey' },
        'method.switched': {
          actions: assign({
            method: ({ context }) => switchedCodeMethod(context.method, context.methods),
            code: '',
            codeError: undefined,
            formError: undefined,
          }),
        },
        submit: [
          { guard: 'codeValid', target: 'verifying' },
          { actions: assign({ codeError: ({ context }) => parsedCode(context).error?.issues[0]?.message }) },
        ],
        back: {
          target: 'editing',
          actions: ['cancelSecondStep', assign({ formError: undefined, captchaToken: undefined, code: '', codeError: undefined }), 'resetCaptcha'],
        },
      },
    },
    verifying: {
      tags: ['pending'],
      entry: assign({ formError: undefined }),
      invoke: {
        id: 'completeLogIn',
        src: 'completeLogIn',
        input: ({ context }) => ({ method: context.method, code: parsedCode(context).data ?? context.code }),
        onDone: { target: 'loggedIn' },
        onError: [
          {
            guard: 'wrongCode',
            target: 'secondFactor',
            actions: assign({ formError: ({ event }) => ({ kind: 'loginFailed' as const, failure: loginFailureOf(event.error) }), code: '' }),
          },
          // The app's codes are stopped for the account (decision 043): the step stays, asking for a recovery code or the passkey.
          {
            guard: 'appCodesStopped',
            target: 'secondFactor',
            actions: assign({
              formError: ({ event }) => ({ kind: 'loginFailed' as const, failure: loginFailureOf(event.error) }),
              method: 'recoveryCode' as const,
              code: '',
            }),
          },
          // Expired, blocked or unreachable: the half-done login is dropped and starts again from the password.
          {
            target: 'editing',
            actions: [
              'cancelSecondStep',
              assign({
                formError: ({ event }) => ({ kind: 'loginFailed' as const, failure: loginFailureOf(event.error) }),
                captchaToken: undefined,
                code: '',
              }),
              'resetCaptcha',
            ],
          },
        ],
      },
    },
    verifyingPasskey: {
      tags: ['pending'],
      entry: assign({ formError: undefined }),
      invoke: {
        id: 'completeLogInWithPasskey',
        src: 'completeLogInWithPasskey',
        onDone: { target: 'loggedIn' },
        onError: { target: 'secondFactor', actions: assign({ formError: failed }) },
      },
    },
    loggedIn: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.redirectTo },
    },
  },
});
