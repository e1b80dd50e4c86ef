import { Worker } from 'node:worker_threads';
import type { PageData } from '../../app/head/page-data';

/**
 * The worker's code: it loads the app's server bundle and renders the pages it is sent. Plain
 * JavaScript given as a string, so the server runs it the same from its sources and from its
 * bundle (which has no file of its own to point a worker at).
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.bundleUrl).then((bundle) => {
  parentPort.on('message', ({ id, url, data }) => {
    bundle.renderPage(url, data).then(
      (html) => parentPort.postMessage({ id, html }),
      (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
    );
  });
  parentPort.postMessage({ ready: { documentClass: bundle.documentClass, renderedPages: bundle.renderedPages } });
});
`;

/** What the page template needs from the app's server bundle, read by the worker that loads it. */
interface BundleFacts {
  /** The theme's class on `<html>`. */
  documentClass: string;
  /** Each page the server renders, with the manifest key of its screen's chunk. */
  renderedPages: Readonly<Record<string, string | null>>;
}

type Answer = { id: number; html: string } | { id: number; error: string } | { ready: BundleFacts };

export interface RenderWorker {
  /** The bundle's facts, once the first thread has loaded it; rejects when it cannot. */
  loaded: Promise<BundleFacts>;
  render: (url: string, data: PageData) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Renders pages in a thread of their own (decision 039). The search process's heap holds the
 * index; a render there shared its collector and the processor's caches with the searches and
 * cost about half as much again as the same render alone. A worker that dies fails the renders
 * it held (their pages go out as the shell) and the next render starts another.
 */
export function startRenderWorker(bundleUrl: string): RenderWorker {
  let worker: Worker | undefined;
  let ready: Promise<BundleFacts> | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const started = (): Promise<BundleFacts> => {
    if (worker && ready) return ready;
    const thread = new Worker(workerSource, { eval: true, workerData: { bundleUrl } });
    worker = thread;
    ready = new Promise<BundleFacts>((resolve, reject) => {
      thread.on('message', (answer: Answer) => {
        if ('ready' in answer) return resolve(answer.ready);
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if ('html' in answer) waiting?.resolve(answer.html);
        else waiting?.reject(new Error(answer.error));
      });
      const gone = (error: Error) => {
        if (worker === thread) worker = undefined;
        reject(error);
        failAll(error);
      };
      thread.on('error', gone);
      thread.on('exit', (code) => gone(new Error(`the render worker exited (${code})`)));
    });
    return ready;
  };

  // Started at once, so the first page does not wait for the worker to load the app.
  const loaded = started();
  loaded.catch(() => undefined);
  return {
    loaded,
    async render(url, data) {
      await started();
      const id = (next += 1);
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage({ id, url, data });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
