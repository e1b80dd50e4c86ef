import { setImmediate } from 'node:timers/promises';

/**
 * For long work that shares its process with requests: a function to call between steps, which
 * lets the process's other work run once the steps have run for `everyMs` since it last did.
 */
export function givingWay(everyMs: number): () => Promise<void> {
  let ranSince = performance.now();
  return async () => {
    if (performance.now() - ranSince <= everyMs) return;
    await setImmediate();
    ranSince = performance.now();
  };
}
