import { assign, fromPromise, setup } from 'xstate';
import type { ZodType } from 'zod';
import { isProblem, type ErrorCode } from '../../openapi/clients/problem';

export type FormValues = Record<string, unknown>;

export interface FormFailure {
  code: ErrorCode | 'NETWORK';
  params: Record<string, unknown> | undefined;
  /** The server's field errors, by field. */
  fields: Record<string, string>;
}

export interface FormContext {
  /** The shared rules of this form (openapi/domain/*-rules.ts). */
  schema: ZodType;
  values: FormValues;
  fieldErrors: Record<string, string>;
  failure: FormFailure | undefined;
  captchaToken: string | undefined;
  requiresCaptcha: boolean;
  captchaMissing: boolean;
  /** Set when the form cannot be used at all, e.g. a reset link without its token. */
  blockedReason: string | undefined;
  /** Where to go after success, and after how long (a named spec delay), if anywhere. */
  redirect: { to: string; afterMs: number } | undefined;
  result: unknown;
}

export interface FormInput {
  values: FormValues;
  /** The shared rules of this form (openapi/domain/*-rules.ts). */
  schema: ZodType;
  requiresCaptcha?: boolean;
  blockedReason?: string | undefined;
  redirect?: { to: string; afterMs: number };
}

export type FormEvent =
  { type: 'field.changed'; field: string; value: unknown } | { type: 'captcha.solved'; token: string } | { type: 'captcha.expired' } | { type: 'submit' };

const failureOf = (error: unknown): FormFailure => {
  if (!isProblem(error)) return { code: 'NETWORK', params: undefined, fields: {} };
  const fields: Record<string, string> = {};
  for (const fieldError of error.errors ?? []) fields[fieldError.field] ??= fieldError.message;
  return { code: error.code, params: error.params, fields };
};

/**
 * Every form of the product that is not the login: registration, contact, profile, password
 * change, reset and forgotten password, the product modal and the admin's user edit. The
 * rules are the form's shared zod schema; `submitForm` is the actor that sends it;
 * `resetCaptcha`, `redirect`, `notifySuccess` and `notifyFailure` are named actions.
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actors: {
    submitForm: fromPromise<unknown, { values: FormValues; captchaToken: string | undefined }>(async () => undefined),
  },
  actions: {
    resetCaptcha: () => undefined,
    redirect: (_, _to: string) => undefined,
    notifySuccess: (_, _result: unknown) => undefined,
    notifyFailure: (_, _failure: FormFailure) => undefined,
  },
  delays: {
    successRedirect: ({ context }) => context.redirect?.afterMs ?? 0,
  },
  guards: {
    isBlocked: ({ context }) => context.blockedReason !== undefined,
    valid: ({ context }) => context.schema.safeParse(context.values).success,
    captchaReady: ({ context }) => !context.requiresCaptcha || Boolean(context.captchaToken),
    staysHere: ({ context }) => context.redirect === undefined,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => {
    return {
      schema: input.schema,
      values: input.values,
      fieldErrors: {},
      failure: undefined,
      captchaToken: undefined,
      requiresCaptcha: input.requiresCaptcha ?? false,
      captchaMissing: false,
      blockedReason: input.blockedReason,
      redirect: input.redirect,
      result: undefined,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isBlocked', target: 'blocked' }, { target: 'editing' }],
    },
    blocked: { type: 'final' },
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => {
            const fieldErrors = { ...context.fieldErrors };
            delete fieldErrors[event.field];
            // Editing a field answers the server's complaint about it, so the complaint goes too.
            const failure = context.failure && { ...context.failure, fields: { ...context.failure.fields } };
            if (failure) delete failure.fields[event.field];
            return { values: { ...context.values, [event.field]: event.value }, fieldErrors, failure };
          }),
        },
        'captcha.solved': { actions: assign({ captchaToken: ({ event }) => event.token, captchaMissing: false }) },
        'captcha.expired': { actions: assign({ captchaToken: undefined }) },
        submit: [
          { guard: 'valid', target: 'checkingCaptcha' },
          {
            actions: assign(({ context }) => {
              const result = context.schema.safeParse(context.values);
              const fieldErrors: Record<string, string> = {};
              for (const issue of result.error?.issues ?? []) fieldErrors[issue.path.join('.')] ??= issue.message;
              return { fieldErrors };
            }),
          },
        ],
      },
    },
    checkingCaptcha: {
      always: [
        { guard: 'captchaReady', target: 'submitting' },
        { target: 'editing', actions: assign({ captchaMissing: true }) },
      ],
    },
    submitting: {
      tags: ['pending'],
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ values: context.schema.parse(context.values) as FormValues, captchaToken: context.captchaToken }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'notifySuccess', params: ({ context }: { context: FormContext }) => context.result },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ failure: failureOf(event.error), captchaToken: undefined })),
            'resetCaptcha',
            { type: 'notifyFailure', params: ({ context }: { context: FormContext }) => context.failure as FormFailure },
          ],
        },
      },
    },
    succeeded: {
      always: { guard: 'staysHere', target: 'done' },
      after: { successRedirect: { target: 'done', actions: { type: 'redirect', params: ({ context }) => context.redirect?.to ?? '/' } } },
    },
    done: { type: 'final' },
  },
});
