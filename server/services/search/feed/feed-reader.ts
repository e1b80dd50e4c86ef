import type { FastifyBaseLogger } from 'fastify';
import type { SearchEngine } from '../lifecycle/search-engine';

/** The shortest and longest pause before trying again after a failure. */
const firstRetryMs = 250;
const longestRetryMs = 10_000;

/**
 * Keeps a search process's index following the catalogue's feed (decision 019). Anything can
 * wake it (a notification, a reconnect, this process's own write, the periodic poll); it then
 * applies the feed step by step until it is drained, and once more if woken meanwhile. A failure
 * (the database away, a connection killed) is logged once, shown in `lastError`, and retried
 * with a growing pause; nothing it starts is left to reject unhandled.
 */
export class FeedReader {
  private running = false;
  private again = false;
  private failing = false;
  private retryMs = 0;
  private retry: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The last failure, while the reader has not succeeded since. */
  lastError: string | undefined;

  constructor(
    private readonly engine: SearchEngine,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Polls every `pollMs` too, so a lost notification costs at most that long. */
  start(pollMs: number): void {
    this.poll = setInterval(() => this.wake(), pollMs).unref();
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.retry);
  }

  /** Applies whatever the feed holds now. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const step = await this.engine.catchUp();
          if (step !== 'more') break;
        }
      } while (this.again && !this.stopped);
      if (this.failing) this.log.info('search index: following the catalogue feed again');
      this.failing = false;
      this.retryMs = 0;
      this.lastError = undefined;
    } catch (error) {
      if (!this.failing) this.log.warn({ err: error }, 'search index: reading the catalogue feed failed; trying again');
      this.failing = true;
      this.lastError = error instanceof Error ? error.message : String(error);
      this.retryMs = Math.min(Math.max(firstRetryMs, this.retryMs * 2), longestRetryMs);
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.wake(), this.retryMs).unref();
    } finally {
      this.running = false;
    }
  }
}
