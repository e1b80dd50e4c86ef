import { and, assign, fromPromise, setup } from 'xstate';
import { authenticatorCodeSchema, loginSchema, recoveryCodeSchema } from '../../openapi/domain/account-rules';
import { loginFailureOf, type Credentials, type LoginFailure, type SecondFactorAnswer, type SecondFactorMethod } from '../auth/auth.machine';
import { safeRedirect } from './safe-redirect';

export type LoginField = 'username' | 'password';

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
  /** The second step (decision 023): which factor is typed, the code, and what is wrong with it. */
  method: SecondFactorMethod;
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
  | { type: 'back' };

/** What the `logIn` actor reports: a session, or a second step to take. */
export type LoginOutcome = 'signedIn' | 'secondFactor';

const codeSchemas = { totp: authenticatorCodeSchema, recoveryCode: recoveryCodeSchema } as const;
const parsedCode = (context: Pick<LoginFormContext, 'method' | 'code'>) => codeSchemas[context.method].safeParse(context.code);

/**
 * The login form (docs/product.md §4, §5): required fields, the captcha, a pending state that disables the
 * controls (tag `pending`), and on failure the login's failure as it came plus a captcha reset. An
 * account with a second factor goes on to `secondFactor`: a code from the authenticator app, or a
 * recovery code instead; a wrong code stays there, an expired or blocked login goes back to the
 * password (decision 023). The login and its second step are the `logIn` and `completeLogIn`
 * actors (the app hands them to the auth machine); `resetCaptcha`, `cancelSecondStep` and
 * `redirect` are named actions.
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
    asksSecondFactor: ({ event }) => (event as { output?: unknown }).output === 'secondFactor',
    wrongCode: ({ event }) => loginFailureOf((event as { error?: unknown }).error).code === 'SECOND_FACTOR_INVALID',
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
    method: 'totp',
    code: '',
    codeError: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
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
          { guard: 'asksSecondFactor', target: 'secondFactor', actions: assign({ password: '', method: 'totp', code: '', codeError: undefined }) },
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
    secondFactor: {
      on: {
        'code.changed': { actions: assign({ code: ({ event }) => event.value, codeError: undefined }) },
        'method.switched': {
          actions: assign({
            method: ({ context }) => (context.method === 'totp' ? 'recoveryCode' : 'totp'),
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
    loggedIn: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.redirectTo },
    },
  },
});
