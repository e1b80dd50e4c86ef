import type { HttpProblem } from '../http/problem';

/** A place in a bounded line of work, taken before the work's input is read. */
export interface LinePlace {
  /** Runs the work when its turn comes. */
  inTurn<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place up, whatever became of the work; a second call does nothing. */
  leave(): void;
}

/**
 * Heavy work (a photo's encoding, a preview's drawing) done `turns` at a time in this process,
 * with at most `queued` more waiting (issue #47): a request past that is refused at once with
 * `full`'s problem and how long to wait, estimated from how long recent work took, so a burst
 * neither piles up in memory nor starves the event loop.
 */
export class BoundedLine {
  private admitted = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A moving average of one piece of work's time, in seconds; a first guess until one is measured. */
  private averageSeconds = 1;

  constructor(
    private readonly turns: number,
    private readonly queued: number,
    private readonly full: (retryAfterSeconds: number) => HttpProblem,
  ) {}

  /** A place in line, or the problem that says the line is full and when to come back. */
  admit(): LinePlace {
    if (this.admitted >= this.turns + this.queued) throw this.full(Math.max(1, Math.ceil((this.admitted / this.turns) * this.averageSeconds)));
    this.admitted += 1;
    let left = false;
    return {
      inTurn: (work) => this.inTurn(work),
      leave: () => {
        if (left) return;
        left = true;
        this.admitted -= 1;
      },
    };
  }

  /** Takes a place, runs the work in its turn, and gives the place up. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const place = this.admit();
    try {
      return await place.inTurn(work);
    } finally {
      place.leave();
    }
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.turns) this.running += 1;
    // A finished piece of work hands its turn straight to the next in line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageSeconds = 0.8 * this.averageSeconds + 0.2 * ((performance.now() - started) / 1000);
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * How many of something each client may cause a minute (issue #47): a fixed window per client,
 * forgotten whole when the minute is over, so its memory is one entry per client of that minute.
 */
export class MinuteBudget {
  private readonly spent = new Map<string, number>();
  private windowStart = Date.now();

  constructor(private readonly perMinute: number) {}

  /** Spends one of the client's budget; the seconds to wait when it has none left, or undefined. */
  spend(client: string, now = Date.now()): number | undefined {
    if (now - this.windowStart >= 60_000) {
      this.spent.clear();
      this.windowStart = now;
    }
    const spent = this.spent.get(client) ?? 0;
    if (spent >= this.perMinute) return Math.max(1, Math.ceil((this.windowStart + 60_000 - now) / 1000));
    this.spent.set(client, spent + 1);
    return undefined;
  }
}
