import { Growable } from './growable';

const hex = (value: string, at: number) => parseInt(value.slice(at, at + 2), 16);
/** Where each byte's two hex digits sit in a uuid's text form. */
const digitAt = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/**
 * Document uuids as 16 bytes each, and a hash table from uuid to the document that holds it
 * now: a million uuids cost 24 MB here instead of some 100 MB as strings in a Map.
 */
export class UuidTable {
  private readonly bytes = new Growable(Uint8Array, 64);
  private slots = new Int32Array(16).fill(-1);
  private used = 0;

  /** Its arrays as they are, for a snapshot of the index (`index-snapshot.ts`). */
  toParts(): { bytes: Uint8Array; slots: Int32Array; used: number } {
    return { bytes: this.bytes.used(), slots: this.slots.slice(), used: this.used };
  }

  /** A table from a snapshot's arrays. */
  static fromParts(parts: { bytes: Uint8Array; slots: Int32Array; used: number }): UuidTable {
    const table = new UuidTable();
    Object.assign(table, { bytes: Growable.of(Uint8Array, parts.bytes), slots: parts.slots, used: parts.used });
    return table;
  }

  /** Records the uuid of document `id` (ids arrive in order, 0, 1, 2…) and points the uuid at it. */
  add(id: number, uuid: string): void {
    this.bytes.reserve((id + 1) * 16);
    for (let byte = 0; byte < 16; byte += 1) this.bytes.values[id * 16 + byte] = hex(uuid, digitAt[byte] as number);
    this.bytes.length = Math.max(this.bytes.length, (id + 1) * 16);
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    const slot = this.find(id);
    if ((this.slots[slot] as number) < 0) this.used += 1;
    this.slots[slot] = id;
  }

  /** The document the uuid points at, or -1. */
  lookup(uuid: string): number {
    const probe = new Uint8Array(16);
    for (let byte = 0; byte < 16; byte += 1) probe[byte] = hex(uuid, digitAt[byte] as number);
    let slot = this.hash(probe, 0) & (this.slots.length - 1);
    for (;;) {
      const id = this.slots[slot] as number;
      if (id < 0 || this.equals(id, probe)) return id;
      slot = (slot + 1) & (this.slots.length - 1);
    }
  }

  uuidOf(id: number): string {
    const { values } = this.bytes;
    let text = '';
    for (let byte = 0; byte < 16; byte += 1) {
      if (byte === 4 || byte === 6 || byte === 8 || byte === 10) text += '-';
      text += (values[id * 16 + byte] as number).toString(16).padStart(2, '0');
    }
    return text;
  }

  /** Orders two documents by uuid, as PostgreSQL orders uuids. */
  compare(a: number, b: number): number {
    const { values } = this.bytes;
    for (let byte = 0; byte < 16; byte += 1) {
      const difference = (values[a * 16 + byte] as number) - (values[b * 16 + byte] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** The slot of the uuid of document `id`: where it is, or the empty slot where it goes. */
  private find(id: number): number {
    const { values } = this.bytes;
    let slot = this.hash(values, id * 16) & (this.slots.length - 1);
    for (;;) {
      const held = this.slots[slot] as number;
      if (held < 0 || this.compare(held, id) === 0) return slot;
      slot = (slot + 1) & (this.slots.length - 1);
    }
  }

  private equals(id: number, probe: Uint8Array): boolean {
    const { values } = this.bytes;
    for (let byte = 0; byte < 16; byte += 1) if (values[id * 16 + byte] !== probe[byte]) return false;
    return true;
  }

  /** FNV-1a over the 16 bytes. */
  private hash(source: Uint8Array, at: number): number {
    let hash = 0x811c9dc5;
    for (let byte = 0; byte < 16; byte += 1) hash = Math.imul(hash ^ (source[at + byte] as number), 0x01000193);
    return hash >>> 0;
  }

  private grow(): void {
    const held = this.slots.filter((id) => id >= 0);
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (const id of held) this.slots[this.find(id)] = id;
  }
}
