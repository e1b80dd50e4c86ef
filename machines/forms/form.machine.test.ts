import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { contactSchema, passwordChangeSchema, registrationSchema } from '../../openapi/domain/account-rules';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { delays } from '../delays';
import { controlled, settle } from '../testing/model-paths';
import { formMachine, type FormInput } from './form.machine';

function harness(input: FormInput) {
  const submitForm = controlled();
  const redirect = vi.fn();
  const resetCaptcha = vi.fn();
  const notifySuccess = vi.fn();
  const notifyFailure = vi.fn();
  const clock = new SimulatedClock();
  const machine = formMachine.provide({
    actors: { submitForm: submitForm.logic as never },
    actions: {
      redirect: (_, to) => redirect(to),
      resetCaptcha,
      notifySuccess: (_, result) => notifySuccess(result),
      notifyFailure: (_, failure) => notifyFailure(failure),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, submitForm, redirect, resetCaptcha, notifySuccess, notifyFailure, clock };
}

const registration = {
  username: 'ana2024',
  email: 'ana@horeca.ro',
  phone: ' 0712345678 ',
  firstName: 'Ana',
  lastName: 'Pop',
  sellerName: 'Cafea Bună SRL',
  sellerIdentifier: 'RO18547290',
  description: '',
  password: 'Parola!1',
  confirmPassword: 'Parola!1',
  acceptTerms: true,
};

describe('form machine', () => {
  it('shows every broken rule by field, clears a field error when it is edited, and does not submit', () => {
    const { actor, submitForm } = harness({
      schema: registrationSchema,
      values: { ...registration, username: 'ab', confirmPassword: 'x', acceptTerms: false },
      requiresCaptcha: true,
    });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: ruleMessages.usernameMin,
      confirmPassword: ruleMessages.passwordsDiffer,
      acceptTerms: ruleMessages.terms,
    });
    actor.send({ type: 'field.changed', field: 'username', value: 'ana2024' });
    expect(actor.getSnapshot().context.fieldErrors.username).toBeUndefined();
    expect(submitForm.calls).toHaveLength(0);
  });

  it('wants the captcha when the form has one, then sends the parsed values with the token', async () => {
    const { actor, submitForm, notifySuccess } = harness({ schema: registrationSchema, values: registration, requiresCaptcha: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.captchaMissing).toBe(true);
    actor.send({ type: 'captcha.solved', token: 'tok' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(submitForm.calls[0]).toEqual({ values: expect.objectContaining({ phone: '0712345678', username: 'ana2024' }), captchaToken: 'tok' });
    submitForm.waiting.shift()?.resolve({ uuid: 'u1' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifySuccess).toHaveBeenCalledWith({ uuid: 'u1' });
  });

  it("keeps the server's code and field errors, and resets the captcha", async () => {
    const { actor, submitForm, resetCaptcha, notifyFailure } = harness({
      schema: contactSchema,
      values: { name: 'Ana', email: 'ana@x.ro', message: 'Salut' },
      requiresCaptcha: true,
    });
    actor.send({ type: 'captcha.solved', token: 'tok' });
    actor.send({ type: 'submit' });
    submitForm.waiting
      .shift()
      ?.reject({ type: 'x', title: 'x', status: 409, code: 'EMAIL_ALREADY_EXISTS', errors: [{ field: 'email', rule: 'unique', message: 'Folosit' }] });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'EMAIL_ALREADY_EXISTS', params: undefined, fields: { email: 'Folosit' } });
    expect(actor.getSnapshot().context.captchaToken).toBeUndefined();
    expect(resetCaptcha).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith({ code: 'EMAIL_ALREADY_EXISTS', params: undefined, fields: { email: 'Folosit' } });
  });

  it("drops the server's complaint about a field once that field is edited, so the corrected form can be sent again", async () => {
    const { actor, submitForm } = harness({ schema: contactSchema, values: { name: 'Ana', email: 'ana@x.ro', message: 'Salut' } });
    actor.send({ type: 'submit' });
    submitForm.waiting.shift()?.reject({
      type: 'x',
      title: 'x',
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'email', rule: 'x', message: 'Greșit' },
        { field: 'name', rule: 'x', message: 'Prea scurt' },
      ],
    });
    await settle();
    actor.send({ type: 'field.changed', field: 'email', value: 'ana@y.ro' });
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ name: 'Prea scurt' });
    actor.send({ type: 'submit' });
    expect(submitForm.calls).toHaveLength(2);
  });

  it('redirects after its named delay once it succeeds (1 s after a password change)', async () => {
    const { actor, submitForm, redirect, clock } = harness({
      schema: passwordChangeSchema,
      values: { password: 'Parola!1', confirmPassword: 'Parola!1' },
      redirect: { to: '/profile', afterMs: delays.passwordChangeRedirect },
    });
    actor.send({ type: 'submit' });
    submitForm.waiting.shift()?.resolve(undefined);
    await settle();
    clock.increment(999);
    expect(redirect).not.toHaveBeenCalled();
    clock.increment(1);
    expect(redirect).toHaveBeenCalledWith('/profile');
  });

  it("stops at once when it is blocked, such as a reset link without its token ('Token sau email lipsesc!')", () => {
    const { actor } = harness({ schema: passwordChangeSchema, values: {}, blockedReason: ruleMessages.resetLinkIncomplete });
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actor.getSnapshot().context.blockedReason).toBe('Token sau email lipsesc!');
  });
});
