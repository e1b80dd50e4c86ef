import { fromPromise } from 'xstate';
import type { ApiClients } from '../../../openapi';
import type { BulkImportPreview, BulkImportRequest, BulkImportResult, WatchInput } from '../../../machines/csv-import/csv-import.machine';
import { delays } from '../../../machines/delays';
import { unwrap } from '../../runtime/unwrap';

/** How the rows would change the seller's catalogue; nothing is written. */
export const previewImport = (clients: ApiClients) =>
  fromPromise<BulkImportPreview, BulkImportRequest>(({ input, signal }) => unwrap(clients.product.POST('/product/bulk/preview', { body: input, signal })));

/** Sends every row to the bulk call; `onSettled` hears the outcome (for the toast and the page's alert). */
export const importProducts = (clients: ApiClients, onSettled: (outcome: { result: BulkImportResult } | { error: unknown }) => void) =>
  fromPromise<BulkImportResult, BulkImportRequest>(async ({ input }) => {
    try {
      const result = await unwrap(clients.product.POST('/product/bulk', { body: input }));
      onSettled({ result });
      return result;
    } catch (error) {
      onSettled({ error });
      throw error;
    }
  });

/**
 * While an import runs, asks every half second how far the server has written it and reports
 * it; it ends when the machine leaves the importing state. A failed ask is skipped: the next
 * one may answer.
 */
export const watchImport = (clients: ApiClients) =>
  fromPromise<never, WatchInput>(
    ({ input, signal }) =>
      new Promise<never>(() => {
        const ask = async () => {
          const answer = await clients.product.GET('/product/bulk/progress', { signal }).catch(() => undefined);
          if (answer?.data?.state === 'writing') input.report({ written: answer.data.written, total: answer.data.total });
        };
        const timer = setInterval(() => void ask(), delays.importProgressPoll);
        signal.addEventListener('abort', () => clearInterval(timer));
      }),
  );
