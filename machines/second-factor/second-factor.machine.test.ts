import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { runModelPaths } from '../testing/model-paths';
import { secondFactorMachine, type PasskeyAdded, type SecondFactorContext, type SecondFactors } from './second-factor.machine';

const problem = (code: string, status: number) => ({ type: 'about:blank', title: code, status, code });
const codes = Array.from({ length: 10 }, (_, index) => `aaa${String.fromCharCode(97 + index)}-bbbb-cccc`);

/** An account on a server that checks codes against `rightCode`. */
function accountOf(rightCode: string) {
  const factors: SecondFactors = { authenticator: null, passkeys: [], recoveryCodesLeft: 0, required: true, sessionPassed: false };
  const told: string[] = [];
  const actor = createActor(
    secondFactorMachine.provide({
      actors: {
        load: fromPromise(async () => ({ ...factors })),
        start: fromPromise(async () => ({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        })),
        confirm: fromPromise(async ({ input }: { input: { code: string; endOtherSessions: boolean } }) => {
          if (input.code !== rightCode) throw problem('SECOND_FACTOR_INVALID', 400);
          Object.assign(factors, { authenticator: { addedAt: '2026-11-24T10:00:00.000Z' }, recoveryCodesLeft: 10, sessionPassed: true });
          return { recoveryCodes: codes, sessionsEnded: input.endOtherSessions ? 2 : 0 };
        }),
        remove: fromPromise(async () => {
          Object.assign(factors, { authenticator: null, recoveryCodesLeft: 0 });
        }),
        regenerate: fromPromise(async () => codes.map((code) => code.toUpperCase())),
        addPasskey: fromPromise(async ({ input }: { input: { name: string; endOtherSessions: boolean } }): Promise<PasskeyAdded> => {
          if (input.name === 'Anulată') throw { code: 'PASSKEY_CANCELLED' };
          const passkey = { id: `p${factors.passkeys.length}`, name: input.name, addedAt: '2026-11-24T10:00:00.000Z', lastUsedAt: null };
          const first = factors.passkeys.length === 0 && !factors.authenticator;
          Object.assign(factors, { passkeys: [...factors.passkeys, passkey], sessionPassed: true, recoveryCodesLeft: first ? 10 : factors.recoveryCodesLeft });
          const sessionsEnded = input.endOtherSessions ? 1 : 0;
          return first ? { passkey, recoveryCodes: codes, sessionsEnded } : { passkey, sessionsEnded };
        }),
        removePasskey: fromPromise(async ({ input }: { input: { id: string } }) => {
          Object.assign(factors, { passkeys: factors.passkeys.filter((passkey) => passkey.id !== input.id) });
        }),
      },
      actions: {
        added: () => void told.push('added'),
        removed: () => void told.push('removed'),
        renewed: () => void told.push('renewed'),
        passkeyAdded: () => void told.push('passkeyAdded'),
        passkeyRemoved: () => void told.push('passkeyRemoved'),
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
    // The other sessions end unless the user unticked it.
    expect(shown.context.sessionsEnded).toBe(2);
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

describe('the security screen’s passkeys (decision 024)', () => {
  it('adds a named passkey, shows the first factor’s recovery codes once, and not for the next one', async () => {
    const { actor, told } = accountOf('123456');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'passkey.named', value: '   ' });
    actor.send({ type: 'passkey.add' });
    expect(actor.getSnapshot().context.passkeyNameError).toBe('Dă cheii un nume, ca s-o recunoști mai târziu (de exemplu „Telefonul meu”).');
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'passkey.named', value: ' Telefonul meu ' });
    actor.send({ type: 'passkey.add' });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('showingCodes'));
    expect(shown.context.recoveryCodes).toEqual(codes);
    actor.send({ type: 'done' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.factors?.passkeys.map((passkey) => passkey.name)).toEqual(['Telefonul meu']);
    expect(ready.context.passkeyName).toBe('');

    expect(ready.context.sessionsEnded).toBe(1);

    // Unticked, the other sessions stay open, and the server is told so.
    actor.send({ type: 'endOtherSessions.changed', value: false });
    actor.send({ type: 'passkey.named', value: 'Laptop' });
    actor.send({ type: 'passkey.add' });
    const again = await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.factors?.passkeys.length === 2);
    expect(again.context.recoveryCodes).toEqual([]);
    expect(again.context).toMatchObject({ endOtherSessions: false, sessionsEnded: 0 });
    expect(told).toEqual(['passkeyAdded', 'passkeyAdded']);
  });

  it('says a closed prompt apart from a failure, and removes a passkey only after a confirmation', async () => {
    const { actor, told } = accountOf('123456');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'passkey.named', value: 'Anulată' });
    actor.send({ type: 'passkey.add' });
    const cancelled = await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.failure !== undefined);
    expect(cancelled.context.failure).toBe('PASSKEY_CANCELLED');

    actor.send({ type: 'passkey.named', value: 'Telefon' });
    actor.send({ type: 'passkey.add' });
    await waitFor(actor, (snapshot) => snapshot.matches('showingCodes'));
    actor.send({ type: 'done' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'passkey.remove', id: 'p0' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().context.passkeyToRemove).toBeUndefined();
    actor.send({ type: 'passkey.remove', id: 'p0' });
    actor.send({ type: 'confirm' });
    const gone = await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.factors?.passkeys.length === 0);
    expect(gone.context.failure).toBeUndefined();
    expect(told).toEqual(['passkeyAdded', 'passkeyRemoved']);
  });
});

describe('the security screen’s second factors, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const failure = problem('SERVICE_UNAVAILABLE', 503);
    const run = await runModelPaths({
      machine: secondFactorMachine,
      actorNames: ['load', 'start', 'confirm', 'remove', 'regenerate', 'addPasskey', 'removePasskey'],
      events: [
        { type: 'xstate.done.actor.load', output: { authenticator: null, passkeys: [], recoveryCodesLeft: 0, required: true, sessionPassed: false } },
        { type: 'xstate.error.actor.load', error: failure },
        { type: 'xstate.done.actor.start', output: { secret: 'A'.repeat(32), otpauthUri: 'otpauth://totp/x' } },
        { type: 'xstate.error.actor.start', error: failure },
        { type: 'xstate.done.actor.confirm', output: { recoveryCodes: codes, sessionsEnded: 2 } },
        { type: 'xstate.error.actor.confirm', error: problem('SECOND_FACTOR_INVALID', 400) },
        { type: 'xstate.error.actor.confirm', error: failure },
        { type: 'xstate.done.actor.remove' },
        { type: 'xstate.error.actor.remove', error: failure },
        { type: 'xstate.done.actor.regenerate', output: codes },
        { type: 'xstate.error.actor.regenerate', error: failure },
        {
          type: 'xstate.done.actor.addPasskey',
          output: { passkey: { id: 'p', name: 'Telefon', addedAt: '', lastUsedAt: null }, recoveryCodes: codes, sessionsEnded: 0 },
        },
        { type: 'xstate.done.actor.addPasskey', output: { passkey: { id: 'p', name: 'Telefon', addedAt: '', lastUsedAt: null }, sessionsEnded: 1 } },
        { type: 'xstate.error.actor.addPasskey', error: { code: 'PASSKEY_CANCELLED' } },
        { type: 'xstate.done.actor.removePasskey' },
        { type: 'xstate.error.actor.removePasskey', error: failure },
        { type: 'passkey.named', value: 'Telefon' },
        { type: 'passkey.add' },
        { type: 'passkey.remove', id: 'p' },
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
      // A state is its value and what steers the guards; failures' details only multiply the paths.
      serializeState: ({ value, context }) => {
        const c = context as SecondFactorContext;
        return JSON.stringify({ value, code: c.code, named: c.passkeyName !== '', enrolling: Boolean(c.enrolment), codes: c.recoveryCodes.length });
      },
      limit: 5_000,
    });
    expect(run.paths).toBeGreaterThan(5);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
