import { fromPromise } from 'xstate';
import type { ItemMutation } from '../../machines/lists/paged-list.machine';

/** Runs one change to a listed item, reporting the outcome before the list reloads. */
export const mutateWith = (
  run: (mutation: ItemMutation) => Promise<string>,
  report: (outcome: { ok: true; message: string } | { ok: false; error: unknown }) => void,
) =>
  fromPromise<void, ItemMutation>(async ({ input }) => {
    try {
      report({ ok: true, message: await run(input) });
    } catch (error) {
      report({ ok: false, error });
      throw error;
    }
  });
