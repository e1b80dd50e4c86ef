/** Orders two document ids; negative when `a` comes first. */
export type IdOrder = (a: number, b: number) => number;

/** Chunks split past this size: small enough to splice into, large enough to keep few of them. */
const chunkLimit = 2_048;

/**
 * Document ids kept in one order (newest first, cheapest first) as a list of sorted chunks:
 * a write lands by binary search and a short splice, a page is read by walking from either
 * end. Ids of deleted documents stay until the index is rebuilt; readers skip them.
 */
export class SortedIds {
  private chunks: number[][] = [[]];

  constructor(readonly order: IdOrder) {}

  /** The ids in order, and how many each chunk holds, for a snapshot of the index. */
  toParts(): { ids: Uint32Array; sizes: Uint32Array } {
    const ids = new Uint32Array(this.chunks.reduce((total, chunk) => total + chunk.length, 0));
    let at = 0;
    for (const chunk of this.chunks) {
      ids.set(chunk, at);
      at += chunk.length;
    }
    return { ids, sizes: Uint32Array.from(this.chunks, (chunk) => chunk.length) };
  }

  /** The list from a snapshot's parts, chunked as it was. */
  static fromParts(parts: { ids: Uint32Array; sizes: Uint32Array }, order: IdOrder): SortedIds {
    const list = new SortedIds(order);
    list.chunks = [];
    let at = 0;
    for (const size of parts.sizes) {
      list.chunks.push(Array.from(parts.ids.subarray(at, at + size)));
      at += size;
    }
    if (list.chunks.length === 0) list.chunks.push([]);
    return list;
  }

  insert(id: number): void {
    const { chunks, order } = this;
    // The first chunk whose last id comes after this one; most writes are the newest, so the last.
    let low = 0;
    let high = chunks.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = chunks[middle] as number[];
      if (order(chunk[chunk.length - 1] as number, id) < 0) low = middle + 1;
      else high = middle;
    }
    const chunk = chunks[low] as number[];
    let from = 0;
    let to = chunk.length;
    while (from < to) {
      const middle = (from + to) >> 1;
      if (order(chunk[middle] as number, id) < 0) from = middle + 1;
      else to = middle;
    }
    chunk.splice(from, 0, id);
    if (chunk.length > chunkLimit) chunks.splice(low, 1, chunk.slice(0, chunk.length >> 1), chunk.slice(chunk.length >> 1));
  }

  /**
   * Visits the ids in order from the first one `reached` holds for (it must hold for that one and
   * every id after it, and for none before: a price at or above a minimum, in the price order),
   * until `visit` returns false.
   */
  scanFrom(reached: (id: number) => boolean, visit: (id: number) => boolean): void {
    const { chunks } = this;
    const first = this.firstReached(reached);
    for (let c = first.chunk; c < chunks.length; c += 1) {
      const chunk = chunks[c] as number[];
      for (let i = c === first.chunk ? first.at : 0; i < chunk.length; i += 1) if (!visit(chunk[i] as number)) return;
    }
  }

  /** Visits the ids in reverse order from the last one `reached` does not hold for (as for `scanFrom`), until `visit` returns false. */
  scanBefore(reached: (id: number) => boolean, visit: (id: number) => boolean): void {
    const { chunks } = this;
    const first = this.firstReached(reached);
    for (let c = Math.min(first.chunk, chunks.length - 1); c >= 0; c -= 1) {
      const chunk = chunks[c] as number[];
      const end = c === first.chunk ? first.at : chunk.length;
      for (let i = end - 1; i >= 0; i -= 1) if (!visit(chunk[i] as number)) return;
    }
  }

  /** Where the first id `reached` holds for stands: its chunk and its place in it, or the end of the list. */
  private firstReached(reached: (id: number) => boolean): { chunk: number; at: number } {
    const { chunks } = this;
    let low = 0;
    let high = chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = chunks[middle] as number[];
      if (chunk.length > 0 && !reached(chunk[chunk.length - 1] as number)) low = middle + 1;
      else high = middle;
    }
    const chunk = chunks[low];
    if (!chunk) return { chunk: chunks.length, at: 0 };
    let from = 0;
    let to = chunk.length;
    while (from < to) {
      const middle = (from + to) >> 1;
      if (reached(chunk[middle] as number)) to = middle;
      else from = middle + 1;
    }
    return { chunk: low, at: from };
  }

  /** Visits the ids in order (or in reverse) until `visit` returns false. */
  scan(reverse: boolean, visit: (id: number) => boolean): void {
    const { chunks } = this;
    if (!reverse) {
      for (const chunk of chunks) for (const id of chunk) if (!visit(id)) return;
      return;
    }
    for (let c = chunks.length - 1; c >= 0; c -= 1) {
      const chunk = chunks[c] as number[];
      for (let i = chunk.length - 1; i >= 0; i -= 1) if (!visit(chunk[i] as number)) return;
    }
  }
}
