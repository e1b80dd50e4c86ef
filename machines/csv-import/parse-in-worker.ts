import { fromPromise } from 'xstate';
import { CsvFileError, parseCsvBytes, type ParsedCsv } from './read-csv';

export type ParseAnswer = { ok: true; parsed: ParsedCsv } | { ok: false; reason: CsvFileError['reason'] | 'unreadable' };

/** What the worker answers to one file. */
export function answerParseRequest({ name, bytes }: { name: string; bytes: ArrayBuffer }): ParseAnswer {
  try {
    return { ok: true, parsed: parseCsvBytes(name, new Uint8Array(bytes)) };
  } catch (error) {
    return { ok: false, reason: error instanceof CsvFileError ? error.reason : 'unreadable' };
  }
}

/** The `parseFile` actor the app provides in the browser: one worker per file. */
export const parseFileInWorker = fromPromise<ParsedCsv, { file: File }>(async ({ input, signal }) => {
  const bytes = await input.file.arrayBuffer();
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  signal.addEventListener('abort', () => worker.terminate());
  try {
    const answer = await new Promise<ParseAnswer>((resolve, reject) => {
      worker.onmessage = (message: MessageEvent<ParseAnswer>) => resolve(message.data);
      worker.onerror = () => reject(new CsvFileError('empty'));
      worker.postMessage({ name: input.file.name, bytes }, [bytes]);
    });
    if (!answer.ok) throw Object.assign(new Error(answer.reason), { reason: answer.reason });
    return answer.parsed;
  } finally {
    worker.terminate();
  }
});
