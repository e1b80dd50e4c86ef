import type { FastifyInstance } from 'fastify';

/**
 * Runs `look` once the app is ready and every `everyMs` after, until it closes; `stop` then
 * ends whatever `look` started. The timer does not keep the process alive.
 */
export function lookPeriodically(app: FastifyInstance, everyMs: number, look: () => void, stop?: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stop?.();
  });
}
