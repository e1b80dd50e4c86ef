import { setImmediate } from 'node:timers/promises';

/** One turn of the event loop: the process's other work (requests, timers) runs before the caller goes on. */
export const nextTurn = (): Promise<void> => setImmediate();

/**
 * For long work that shares its process with requests: a function to call between steps, which
 * gives a turn (`nextTurn`) once the steps have run for `everyMs` since it last did.
 */
export function givingWay(everyMs: number): () => Promise<void> {
  let ranSince = performance.now();
  return async () => {
    if (performance.now() - ranSince <= everyMs) return;
    await nextTurn();
    ranSince = performance.now();
  };
}
