import { Growable } from './growable';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * One text per document, kept as UTF-8 in one growing buffer: a million product texts cost
 * their bytes and two numbers each, off the JavaScript heap, instead of a million strings for
 * the garbage collector to walk. Texts are added in document order and never change.
 */
export class TextArena {
  private readonly bytes = new Growable(Uint8Array, 1 << 16);
  private readonly ends = new Growable(Float64Array, 1024);

  /** Its arrays as they are, for a snapshot of the index. */
  toParts(): { bytes: Uint8Array; ends: Float64Array } {
    return { bytes: this.bytes.used(), ends: this.ends.used() };
  }

  static fromParts(parts: { bytes: Uint8Array; ends: Float64Array }): TextArena {
    const arena = new TextArena();
    Object.assign(arena, { bytes: Growable.of(Uint8Array, parts.bytes), ends: Growable.of(Float64Array, parts.ends) });
    return arena;
  }

  /** Stores the text of the next document. */
  add(text: string): void {
    const from = this.bytes.length;
    this.bytes.reserve(from + text.length * 3);
    const { written } = encoder.encodeInto(text, this.bytes.values.subarray(from));
    this.bytes.length = from + written;
    this.ends.push(this.bytes.length);
  }

  get(id: number): string {
    const from = id === 0 ? 0 : (this.ends.values[id - 1] as number);
    return decoder.decode(this.bytes.values.subarray(from, this.ends.values[id] as number));
  }
}
