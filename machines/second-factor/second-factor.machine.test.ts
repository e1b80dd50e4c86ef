import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { runModelPaths } from '../testing/model-paths';
import { secondFactorMachine, type SecondFactors } from './second-factor.machine';

const problem = (code: string, status: number) => ({ type: 'about:blank', title: code, status, code });
const codes = Array.from({ length: 10 }, (_, index) => `aaa${String.fromCharCode(97 + index)}-bbbb-cccc`);

/** An account on a server that checks codes against `rightCode`. */
function accountOf(rightCode: string) {
  const factors: SecondFactors = { authenticator: null, recoveryCodesLeft: 0, required: true, sessionPassed: false };
  const told: string[] = [];
  const actor = createActor(
    secondFactorMachine.provide({
      actors: {
        load: fromPromise(async () => ({ ...factors })),
        start: fromPromise(async () => ({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        })),
        confirm: fromPromise(async ({ input }: { input: { code: string } }) => {
          if (input.code !== rightCode) throw problem('SECOND_FACTOR_INVALID', 400);
          Object.assign(factors, { authenticator: { addedAt: '2026-11-24T10:00:00.000Z' }, recoveryCodesLeft: 10, sessionPassed: true });
          return codes;
        }),
        remove: fromPromise(async () => {
          Object.assign(factors, { authenticator: null, recoveryCodesLeft: 0 });
        }),
        regenerate: fromPromise(async () => codes.map((code) => code.toUpperCase())),
      },
      actions: {
        added: () => void told.push('added'),
        removed: () => void told.push('removed'),
        renewed: () => void told.push('renewed'),
      },
    }),
  ).start();
  return { actor, told };
}

describe('the security screen’s second factors', () => {
  it('adds an authenticator: its secret, a code that must be six digits and right, then the recovery codes once', async () => {
    const { actor, told } = accountOf('123456');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'add' });
    const enrolling = await waitFor(actor, (snapshot) => snapshot.matches('enrolling'));
    expect(enrolling.context.enrolment?.secret).toHaveLength(32);

    actor.send({ type: 'code.changed', value: '12345' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Introdu cele 6 cifre afișate de aplicație.');
    actor.send({ type: 'code.changed', value: '654 321' });
    actor.send({ type: 'submit' });
    const wrong = await waitFor(actor, (snapshot) => snapshot.matches('enrolling') && snapshot.context.failure !== undefined);
    expect(wrong.context).toMatchObject({ failure: 'SECOND_FACTOR_INVALID', code: '' });

    actor.send({ type: 'code.changed', value: '123 456' });
    actor.send({ type: 'submit' });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('showingCodes'));
    expect(shown.context.recoveryCodes).toEqual(codes);
    expect(shown.context.enrolment).toBeUndefined();
    expect(told).toEqual(['added']);

    actor.send({ type: 'done' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.recoveryCodes).toEqual([]);
    expect(ready.context.factors).toMatchObject({ authenticator: { addedAt: '2026-11-24T10:00:00.000Z' }, recoveryCodesLeft: 10 });
  });

  it('removes only after a confirmation, and replaces the recovery codes', async () => {
    const { actor, told } = accountOf('123456');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'remove' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'regenerate' });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('showingCodes'));
    expect(shown.context.recoveryCodes[0]).toBe('AAAA-BBBB-CCCC');
    actor.send({ type: 'done' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'remove' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(told).toEqual(['renewed', 'removed']);
  });
});

describe('the security screen’s second factors, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const failure = problem('SERVICE_UNAVAILABLE', 503);
    const run = await runModelPaths({
      machine: secondFactorMachine,
      actorNames: ['load', 'start', 'confirm', 'remove', 'regenerate'],
      events: [
        { type: 'xstate.done.actor.load', output: { authenticator: null, recoveryCodesLeft: 0, required: true, sessionPassed: false } },
        { type: 'xstate.error.actor.load', error: failure },
        { type: 'xstate.done.actor.start', output: { secret: 'A'.repeat(32), otpauthUri: 'otpauth://totp/x' } },
        { type: 'xstate.error.actor.start', error: failure },
        { type: 'xstate.done.actor.confirm', output: codes },
        { type: 'xstate.error.actor.confirm', error: problem('SECOND_FACTOR_INVALID', 400) },
        { type: 'xstate.error.actor.confirm', error: failure },
        { type: 'xstate.done.actor.remove' },
        { type: 'xstate.error.actor.remove', error: failure },
        { type: 'xstate.done.actor.regenerate', output: codes },
        { type: 'xstate.error.actor.regenerate', error: failure },
        { type: 'retry' },
        { type: 'add' },
        { type: 'code.changed', value: '123456' },
        { type: 'submit' },
        { type: 'cancel' },
        { type: 'remove' },
        { type: 'confirm' },
        { type: 'regenerate' },
        { type: 'done' },
      ],
      limit: 5_000,
    });
    expect(run.paths).toBeGreaterThan(5);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
