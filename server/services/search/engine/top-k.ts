import type { IdOrder } from './sorted-ids';

/**
 * Keeps the first `k` ids offered, in `order`, in a heap whose root is the worst kept: each
 * offer costs O(log k), whatever the number of matches.
 */
export class TopK {
  private readonly heap: number[] = [];

  constructor(
    private readonly k: number,
    private readonly order: IdOrder,
  ) {}

  offer(id: number): void {
    const { heap, order } = this;
    if (heap.length < this.k) {
      heap.push(id);
      this.up(heap.length - 1);
    } else if (this.k > 0 && order(id, heap[0] as number) < 0) {
      heap[0] = id;
      this.down(0);
    }
  }

  /** Once `k` ids are kept, the worst of them, which an id must beat to be kept; undefined before. */
  worst(): number | undefined {
    return this.k > 0 && this.heap.length === this.k ? this.heap[0] : undefined;
  }

  /** The kept ids, best first. */
  sorted(): number[] {
    return [...this.heap].sort(this.order);
  }

  private up(at: number): void {
    const { heap, order } = this;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (order(heap[at] as number, heap[parent] as number) <= 0) return;
      [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
      at = parent;
    }
  }

  private down(at: number): void {
    const { heap, order } = this;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && order(heap[left] as number, heap[worst] as number) > 0) worst = left;
      if (right < heap.length && order(heap[right] as number, heap[worst] as number) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  }
}
