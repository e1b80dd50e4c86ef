import { HttpProblem } from '../../../http/problem';
import { BoundedLine } from '../../../security/bounded-line';

/**
 * Photos are processed two at a time per process (this machine's cores), and at most six more
 * wait in line (issue #47): an upload past that is refused before its bytes are read, with 503
 * `PHOTO_QUEUE_FULL` and how long to wait, so a burst neither holds a decoded 40-megapixel image
 * each in memory nor a 10 MB body each while it waits.
 */
export const photoLine = (): BoundedLine =>
  new BoundedLine(2, 6, (retryAfterSeconds) => new HttpProblem(503, 'PHOTO_QUEUE_FULL', { params: { retryAfterSeconds } }));

/**
 * The places each product's photos hold while they are processed (issue #47): with those already
 * stored they may not pass the limit, so the ninth of twelve uploads at once is refused before
 * anything is encoded. Counted in this process; the store's own count, in its transaction, is
 * what keeps a product to its limit whatever other processes do.
 */
export class PhotoSlots {
  private readonly held = new Map<string, number>();

  /** Takes a slot of `product` if its stored and held photos leave one; answers whether it did. */
  take(product: string, stored: number, limit: number): boolean {
    const held = this.held.get(product) ?? 0;
    if (stored + held >= limit) return false;
    this.held.set(product, held + 1);
    return true;
  }

  give(product: string): void {
    const held = (this.held.get(product) ?? 1) - 1;
    if (held > 0) this.held.set(product, held);
    else this.held.delete(product);
  }
}
