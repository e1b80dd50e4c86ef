/// <reference lib="webworker" />
/**
 * Reads and checks a catalogue file off the main thread, so the page stays responsive on
 * 100,000 rows. In: `{ name, bytes }`. Out: `parse.progress` events, then `parse.done` or
 * `parse.failed` (`read-and-check.ts`).
 */
import { readAndCheck } from './read-and-check';

self.onmessage = (message: MessageEvent<{ name: string; bytes: ArrayBuffer }>) => {
  readAndCheck(message.data, (event) => self.postMessage(event));
};
