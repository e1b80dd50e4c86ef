import { open, readFile, rename, rm } from 'node:fs/promises';
import type { FeedCursor } from '../feed/feed-queries';
import type { CatalogueIndex } from '../engine/catalogue-index';
import { indexFromParts, type IndexParts } from '../engine/index-parts';

/**
 * A search index saved to the process's disk at a known place in the catalogue's feed, so a
 * restart loads it in seconds and applies only the feed after it (decision 019).
 *
 * The file: 8 bytes of magic, a 4-byte header length, the header (JSON: what the snapshot is,
 * and the index's plain values with each typed array replaced by a reference), then the typed
 * arrays' bytes, each starting on an 8-byte boundary so it is read in place, without a copy.
 * Loading costs reading the file and rebuilding a few maps; nothing is tokenised again.
 */

const magic = Buffer.from('HRCIDX02');
/** The layout of the index this code writes; a file of another layout is not loaded. */
const formatVersion = 7;

export interface SnapshotMeta {
  /** The catalogue (`catalogue_feed.catalogue_id`) the snapshot was taken of: a file from another database is never loaded. */
  catalogueId: string;
  /** Where in the feed the index stood. */
  cursor: FeedCursor;
  appliedPosition: number;
  appliedAt: number;
  takenAt: number;
}

type TypedArray = Uint8Array | Int32Array | Uint32Array | Float64Array;
const kinds = { Uint8Array, Int32Array, Uint32Array, Float64Array } as const;
type Kind = keyof typeof kinds;
interface BlobRef {
  $blob: number;
  kind: Kind;
  length: number;
}

const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;

/** Replaces each typed array in `value` with a reference, collecting the arrays. */
function extract(value: unknown, blobs: TypedArray[]): unknown {
  if (ArrayBuffer.isView(value)) {
    const array = value as TypedArray;
    blobs.push(array);
    return { $blob: blobs.length - 1, kind: array.constructor.name as Kind, length: array.length } satisfies BlobRef;
  }
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, extract(inner, blobs)]));
  return value;
}

/** Puts the typed arrays back where their references stand. */
function revive(value: unknown, arrays: TypedArray[]): unknown {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    if ('$blob' in value) return arrays[(value as BlobRef).$blob];
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner, arrays)]));
  }
  return value;
}

/**
 * Writes an index, as `CatalogueIndex.toParts` captured it, to `file` (through a temporary file
 * renamed over it, so a crash leaves the old one whole); resolves with the file's size.
 */
export async function writeSnapshot(file: string, captured: IndexParts, meta: SnapshotMeta): Promise<number> {
  const blobs: TypedArray[] = [];
  const parts = extract(captured, blobs);
  let offset = 0;
  const placed = blobs.map((blob) => {
    const at = offset;
    offset += padded(blob.byteLength);
    return at;
  });
  const header = Buffer.from(JSON.stringify({ format: formatVersion, meta, parts, offsets: placed }));
  const lead = Buffer.alloc(padded(magic.length + 4 + header.length));
  magic.copy(lead, 0);
  lead.writeUInt32LE(header.length, magic.length);
  header.copy(lead, magic.length + 4);
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.write(lead);
    for (const blob of blobs) {
      await handle.write(new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength));
      const gap = padded(blob.byteLength) - blob.byteLength;
      if (gap > 0) await handle.write(Buffer.alloc(gap));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
  return lead.length + offset;
}

/** The index and what it is, from `file`; undefined when there is none, or it is of another layout or damaged. */
export async function readSnapshot(file: string): Promise<{ index: CatalogueIndex; meta: SnapshotMeta } | undefined> {
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes || bytes.length < magic.length + 4 || !bytes.subarray(0, magic.length).equals(magic)) return undefined;
  const headerLength = bytes.readUInt32LE(magic.length);
  const header = JSON.parse(bytes.subarray(magic.length + 4, magic.length + 4 + headerLength).toString('utf8')) as {
    format: number;
    meta: SnapshotMeta;
    parts: unknown;
    offsets: number[];
  };
  if (header.format !== formatVersion) return undefined;
  const start = padded(magic.length + 4 + headerLength);
  const refs: BlobRef[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value) || value === null || typeof value !== 'object') return;
    if ('$blob' in value) refs.push(value as BlobRef);
    else Object.values(value).forEach(collect);
  };
  collect(header.parts);
  const arrays: TypedArray[] = [];
  for (const ref of refs) {
    const Kind = kinds[ref.kind];
    const at = bytes.byteOffset + start + (header.offsets[ref.$blob] as number);
    const end = at + ref.length * Kind.BYTES_PER_ELEMENT;
    if (end > bytes.byteOffset + bytes.length) return undefined;
    // In place when aligned (the usual case for a file read whole); copied otherwise.
    arrays[ref.$blob] = at % Kind.BYTES_PER_ELEMENT === 0 ? new Kind(bytes.buffer, at, ref.length) : new Kind(bytes.buffer.slice(at, end));
  }
  return { index: indexFromParts(revive(header.parts, arrays) as IndexParts), meta: header.meta };
}
