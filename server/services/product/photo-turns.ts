/**
 * Photos are processed two at a time per process (this machine's cores): a burst of uploads
 * waits its turn instead of holding a decoded 40-megapixel image each in memory at once.
 */
const turns = 2;
let running = 0;
const waiting: (() => void)[] = [];

export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < turns) running += 1;
  // A finished photo hands its turn straight to the next in line.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
