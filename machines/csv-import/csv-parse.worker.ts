/// <reference lib="webworker" />
/**
 * Reads a catalogue file off the main thread, so the page stays responsive on 100,000 rows.
 * In: `{ name, bytes }`. Out: `{ ok: true, parsed }` or `{ ok: false, reason }`.
 */
import { answerParseRequest } from './parse-in-worker';

self.onmessage = (message: MessageEvent<{ name: string; bytes: ArrayBuffer }>) => {
  self.postMessage(answerParseRequest(message.data));
};
