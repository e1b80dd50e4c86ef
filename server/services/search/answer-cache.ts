import type { CatalogueChange } from './catalogue-changes';
import { changeReaches, type AnswerShape } from './answer-reach';

/** An answer as sent (its JSON text) and what it showed. */
export interface Answer extends AnswerShape {
  body: string;
}

interface Remembered {
  answer: Answer;
  storedAt: number;
}

interface Flight {
  promise: Promise<Answer>;
  /** How many changes this cache had seen when the flight began. */
  startedAfter: number;
  /** Changes committed while the flight ran, in order: its snapshot may predate them. */
  changesMeanwhile: CatalogueChange[];
}

export interface AnswerCacheOptions {
  /** How long an answer may be served; it bounds how late another process's writes show. */
  ttlMs: number;
  /** How many answers are kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Search answers remembered for a short time, so a burst of identical searches costs one
 * query. Identical searches in flight share it. A change published by this process drops
 * at once every answer it could alter (see `changeReaches`), including one still being
 * computed from an older snapshot, so this process never serves an answer older than its
 * own last write; writes by other processes show within `ttlMs`.
 */
export class AnswerCache {
  private readonly remembered = new Map<string, Remembered>();
  /** The newest flight of each key. */
  private readonly flights = new Map<string, Flight>();
  /** Every flight still running. */
  private readonly running = new Set<Flight>();
  /** How many changes have been published. */
  private changes = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The remembered answer for `key`, or the one `compute` gives (shared with identical calls in flight). */
  async answer(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const remembered = this.remembered.get(key);
    if (remembered && this.now() - remembered.storedAt < this.options.ttlMs) return remembered.answer;
    return this.join(key, compute, this.changes);
  }

  /** Forgets every answer the change could alter; call it after the change commits. */
  changed(change: CatalogueChange): void {
    this.changes += 1;
    for (const [key, { answer }] of this.remembered) {
      if (changeReaches(answer, change)) this.remembered.delete(key);
    }
    for (const flight of this.running) flight.changesMeanwhile.push(change);
  }

  /**
   * A call that arrived after `seen` changes shares the key's flight. If the flight began
   * before some of them, its answer serves the call only if none of those changes reaches
   * it; otherwise the call waits for a flight that began after them. So writes that cannot
   * alter a slow search do not multiply it.
   */
  private async join(key: string, compute: () => Promise<Answer>, seen: number): Promise<Answer> {
    const flight = this.flights.get(key) ?? this.fly(key, compute);
    const missed = seen - flight.startedAfter;
    if (missed <= 0) return flight.promise;
    const answer = await flight.promise;
    if (!flight.changesMeanwhile.slice(0, missed).some((change) => changeReaches(answer, change))) return answer;
    // The flight has landed and left `flights`: the next one begins after this call arrived.
    return this.join(key, compute, seen);
  }

  private fly(key: string, compute: () => Promise<Answer>): Flight {
    // The answer's age counts from its snapshot, taken no earlier than now.
    const startedAt = this.now();
    const flight: Flight = { promise: compute(), startedAfter: this.changes, changesMeanwhile: [] };
    this.flights.set(key, flight);
    this.running.add(flight);
    const land = () => {
      this.running.delete(flight);
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.promise.then(
      (answer) => {
        land();
        if (flight.changesMeanwhile.some((change) => changeReaches(answer, change))) return;
        this.remembered.delete(key);
        this.remembered.set(key, { answer, storedAt: startedAt });
        if (this.remembered.size > this.options.maxEntries) this.remembered.delete(this.remembered.keys().next().value as string);
      },
      land,
    );
    return flight;
  }
}
