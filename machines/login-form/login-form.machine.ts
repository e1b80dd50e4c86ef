import { and, assign, fromPromise, setup } from 'xstate';
import { loginSchema } from '../../openapi/domain/account-rules';
import { loginFailureOf, type Credentials, type LoginFailure } from '../auth/auth.machine';
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
}

export type LoginFormEvent =
  { type: 'field.changed'; field: LoginField; value: string } | { type: 'captcha.solved'; token: string } | { type: 'captcha.expired' } | { type: 'submit' };

/**
 * The login form (docs/product.md §4, §5): required fields, the captcha, a pending state that disables the
 * controls (tag `pending`), and on failure the login's failure as it came plus a captcha reset. The
 * login itself is the `logIn` actor (the app hands it to the auth machine); `resetCaptcha`
 * and `redirect` are named actions.
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as { redirectTo?: string | null },
  },
  actors: {
    logIn: fromPromise<void, Credentials>(async () => undefined),
  },
  actions: {
    resetCaptcha: () => undefined,
    redirect: (_, _target: string) => undefined,
  },
  guards: {
    fieldsValid: ({ context }) => loginSchema.safeParse(context).success,
    hasCaptcha: ({ context }) => Boolean(context.captchaToken),
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
        onDone: { target: 'loggedIn' },
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
    loggedIn: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => context.redirectTo },
    },
  },
});
