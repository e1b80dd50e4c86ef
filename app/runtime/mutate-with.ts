import { fromPromise } from 'xstate';
import type { ItemMutation } from '../../machines/lists/paged-list.machine';

/** Runs one change to a listed item, reporting the outcome before the list reloads. */
export const mutateWith = <TMutation extends ItemMutation>(
  run: (mutation: TMutation) => Promise<string>,
  report: (outcome: { ok: true; message: string } | { ok: false; error: unknown }) => void,
) =>
  fromPromise<void, TMutation>(async ({ input }) => {
    try {
      report({ ok: true, message: await run(input) });
    } catch (error) {
      report({ ok: false, error });
      throw error;
    }
  });
