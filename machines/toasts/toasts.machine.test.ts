import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toastsMachine } from './toasts.machine';

describe('toasts', () => {
  it('closes each toast 3 s after it appeared, or when dismissed', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastsMachine, { clock }).start();
    actor.send({ type: 'toast.show', tone: 'success', message: 'Produs creat.' });
    clock.increment(1_000);
    actor.send({ type: 'toast.show', tone: 'error', message: 'Eroare la operatie.' });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.message)).toEqual(['Produs creat.', 'Eroare la operatie.']);
    clock.increment(2_000);
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.message)).toEqual(['Eroare la operatie.']);
    actor.send({ type: 'toast.close', id: 2 });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });
});
