/**
 * A repeatable stream of numbers in [0, 1) from `seed` (a linear congruential generator), and a
 * pick from a list by it: a generated test catalogue is the same on every run.
 */
export function seededRandom(seed: number): { random: () => number; pick: <T>(list: readonly T[]) => T } {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { random, pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number] };
}
