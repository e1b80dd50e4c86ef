import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toastsMachine } from './toasts.machine';

const messages = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.toasts.map((toast) => toast.message);

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  return { actor, clock };
}

describe('toasts', () => {
  it('closes each toast 3 s after it appeared, or when dismissed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', tone: 'success', message: 'Produs creat.' });
    clock.increment(1_000);
    actor.send({ type: 'toast.show', tone: 'error', message: 'Eroare la operatie.' });
    expect(messages(actor)).toEqual(['Produs creat.', 'Eroare la operatie.']);
    clock.increment(2_000);
    expect(messages(actor)).toEqual(['Eroare la operatie.']);
    actor.send({ type: 'toast.close', id: 2 });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('keeps every toast while the pointer or focus is on them, and gives each its 3 s again after', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', tone: 'success', message: 'Produs creat.' });
    clock.increment(2_500);
    actor.send({ type: 'toasts.paused' });
    actor.send({ type: 'toast.show', tone: 'error', message: 'Eroare la operatie.' });
    clock.increment(60_000);
    expect(messages(actor)).toEqual(['Produs creat.', 'Eroare la operatie.']);
    actor.send({ type: 'toasts.resumed' });
    clock.increment(2_999);
    expect(messages(actor)).toEqual(['Produs creat.', 'Eroare la operatie.']);
    clock.increment(1);
    expect(messages(actor)).toEqual([]);
  });

  it('still closes a toast its close button dismisses while paused', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', tone: 'success', message: 'Produs creat.' });
    actor.send({ type: 'toasts.paused' });
    actor.send({ type: 'toast.close', id: 1 });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });
});
