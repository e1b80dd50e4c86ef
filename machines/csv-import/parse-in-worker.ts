import { fromPromise } from 'xstate';
import type { ParseInput } from './csv-import.machine';
import { FileFailure, settleWith, type CheckedFile, type ParseEvent } from './read-and-check';

/** The `parseFile` actor the app provides in the browser: one worker per file, its progress passed on. */
export const parseFileInWorker = fromPromise<CheckedFile, ParseInput>(async ({ input, signal }) => {
  const bytes = await input.file.arrayBuffer();
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  signal.addEventListener('abort', () => worker.terminate());
  try {
    return await new Promise<CheckedFile>((resolve, reject) => {
      const settle = settleWith(input.report, resolve, reject);
      worker.onmessage = (message: MessageEvent<ParseEvent>) => settle(message.data);
      worker.onerror = () => reject(new FileFailure('unreadable'));
      worker.postMessage({ name: input.file.name, bytes }, [bytes]);
    });
  } finally {
    worker.terminate();
  }
});
