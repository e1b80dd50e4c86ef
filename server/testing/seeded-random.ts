import { randomSequence } from '../demo/random-sequence';

/** The demo's seeded sequence (`randomSequence`), and a pick from a list by it: a generated test catalogue is the same on every run. */
export function seededRandom(seed: number): { random: () => number; pick: <T>(list: readonly T[]) => T } {
  const random = randomSequence(seed);
  return { random, pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number] };
}
