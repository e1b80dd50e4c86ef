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
  /** Changes committed while the flight ran: its snapshot may predate them. */
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
  /** Flights identical calls may join: none that started before the last change. */
  private readonly flights = new Map<string, Flight>();
  /** Every flight still running, joinable or not. */
  private readonly running = new Set<Flight>();
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The remembered answer for `key`, or the one `compute` gives (shared with identical calls in flight). */
  async answer(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const remembered = this.remembered.get(key);
    if (remembered && this.now() - remembered.storedAt < this.options.ttlMs) return remembered.answer;
    return this.flights.get(key)?.promise ?? this.fly(key, compute);
  }

  /** Forgets every answer the change could alter; call it after the change commits. */
  changed(change: CatalogueChange): void {
    for (const [key, { answer }] of this.remembered) {
      if (changeReaches(answer, change)) this.remembered.delete(key);
    }
    for (const flight of this.running) flight.changesMeanwhile.push(change);
    // A call from now on must see the change, so it starts its own flight.
    this.flights.clear();
  }

  private fly(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    // The answer's age counts from its snapshot, taken no earlier than now.
    const startedAt = this.now();
    const flight: Flight = { promise: compute(), changesMeanwhile: [] };
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
    return flight.promise;
  }
}
