import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { z, ZodType } from 'zod';
import { formMachine, type FormValues } from '../../machines/forms/form.machine';
import type { CaptchaProps } from '../captcha/Captcha';
import { errorMessage } from '../messages/error-messages';
import { screenTexts } from '../messages/screen-texts';
import { useServices, useToast } from './AppServicesProvider';

export interface UseFormOptions<Schema extends ZodType<FormValues>> {
  /** The rules the values must pass; the submitted values are what it parses them into. */
  schema: Schema;
  /** What the fields hold at first, by the schema's field names (a checkbox may start false where the rule wants true). */
  initialValues: Partial<Record<keyof z.input<Schema>, unknown>>;
  /** Sends the checked values, and the captcha token ('' when the form has no captcha). */
  submit: (values: z.output<Schema>, captchaToken: string) => Promise<unknown>;
  requiresCaptcha?: boolean;
  /** Where to go after success, after a named spec delay. */
  redirect?: { to: string; afterMs: number };
  /** The success toast. */
  successMessage?: string;
  /** Called after the success toast, e.g. to close the dialog the form lives in. */
  onSuccess?: (result: unknown) => void;
  /** Why the form cannot be used at all (e.g. a reset link without its token). */
  blockedReason?: string | undefined;
  /** Also shows a server failure as an error toast, where docs/product.md §8 names one (the password reset). */
  failureToast?: boolean;
}

/**
 * The form machine wired for a screen: field props that show the rules' and the server's
 * messages, the captcha's props, the failure in Romanian and the pending flag.
 */
export function useForm<Schema extends ZodType<FormValues>>({
  schema,
  initialValues,
  submit,
  requiresCaptcha = false,
  redirect,
  successMessage,
  onSuccess,
  blockedReason,
  failureToast = false,
}: UseFormOptions<Schema>) {
  const { navigator } = useServices();
  const toast = useToast();
  const [resetCount, setResetCount] = useState(0);
  // The machine is built once per screen; later renders reuse it.
  const [machine] = useState(() =>
    formMachine.provide({
      // The machine submits `schema.parse(values)` and, when the form has a captcha, only once it is solved.
      actors: { submitForm: fromPromise(({ input }) => submit(input.values as z.output<Schema>, input.captchaToken ?? '')) },
      actions: {
        resetCaptcha: () => setResetCount((count) => count + 1),
        redirect: (_, to) => navigator.go(to),
        notifySuccess: (_, result) => {
          if (successMessage) toast('success', successMessage);
          onSuccess?.(result);
        },
        notifyFailure: (_, failure) => {
          if (failureToast) toast('error', errorMessage(failure.code, failure.params));
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { schema, values: initialValues, requiresCaptcha, redirect, blockedReason } });
  const { values, fieldErrors, failure, captchaMissing } = snapshot.context;
  const pending = snapshot.hasTag('pending');

  const field = (name: keyof z.input<Schema> & string) => ({
    name,
    value: String(values[name] ?? ''),
    isReadOnly: pending,
    errorMessage: fieldErrors[name] ?? failure?.fields[name],
    onChange: (value: string) => send({ type: 'field.changed', field: name, value }),
  });

  const captcha: CaptchaProps = {
    resetCount,
    onSolved: (token) => send({ type: 'captcha.solved', token }),
    onExpired: () => send({ type: 'captcha.expired' }),
    errorMessage: captchaMissing ? screenTexts.login.captchaMissing : undefined,
  };

  return {
    snapshot,
    send,
    values,
    field,
    captcha,
    pending,
    succeeded: snapshot.matches('succeeded') || snapshot.matches('done'),
    failureMessage: failure ? errorMessage(failure.code, failure.params) : undefined,
    submit: () => send({ type: 'submit' }),
  };
}
