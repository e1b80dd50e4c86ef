type TypedArray = Uint8Array | Uint32Array | Int32Array | Float32Array | Float64Array;
type TypedArrayConstructor<T extends TypedArray> = new (length: number) => T;

/**
 * A typed array that grows by doubling: numbers off the JavaScript heap, so a catalogue of a
 * million products costs the garbage collector nothing to walk.
 */
export class Growable<T extends TypedArray> {
  values: T;
  length = 0;

  constructor(
    private readonly Kind: TypedArrayConstructor<T>,
    capacity = 4,
  ) {
    this.values = new Kind(capacity);
  }

  push(value: number): number {
    if (this.length === this.values.length) this.reserve(Math.max(4, this.length * 2));
    this.values[this.length] = value;
    return this.length++;
  }

  /** A growable over `values` as they are (a snapshot's view), `length` of them in use. */
  static of<T extends TypedArray>(Kind: TypedArrayConstructor<T>, values: T, length = values.length): Growable<T> {
    const growable = new Growable(Kind, 0);
    growable.values = values;
    growable.length = length;
    return growable;
  }

  /** The values in use. */
  used(): T {
    return this.values.subarray(0, this.length) as T;
  }

  /** Makes room for at least `capacity` values; new slots read 0. */
  reserve(capacity: number): void {
    if (capacity <= this.values.length) return;
    const grown = new this.Kind(Math.max(capacity, this.values.length * 2, 4));
    grown.set(this.values);
    this.values = grown;
  }
}
