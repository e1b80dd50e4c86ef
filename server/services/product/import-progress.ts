import type { components } from '../../../openapi/generated/product';

type Progress = components['schemas']['BulkImportProgress'];

/**
 * How far each seller's running import has got, in this process (`bulkImportProgress`). A
 * seller runs one import at a time in practice; a second one simply takes the entry over.
 */
export class ImportProgress {
  private readonly running = new Map<string, { written: number; total: number; run: symbol }>();

  /** Starts counting an import of `total` rows for `owner`; returns what moves and ends it. */
  start(owner: string, total: number): { advance: (rows: number) => void; end: () => void } {
    const run = Symbol(owner);
    this.running.set(owner, { written: 0, total, run });
    const mine = () => {
      const entry = this.running.get(owner);
      return entry?.run === run ? entry : undefined;
    };
    return {
      advance: (rows) => {
        const entry = mine();
        if (entry) entry.written += rows;
      },
      end: () => {
        if (mine()) this.running.delete(owner);
      },
    };
  }

  of(owner: string): Progress {
    const entry = this.running.get(owner);
    return entry ? { state: 'writing', written: entry.written, total: entry.total } : { state: 'idle', written: 0, total: 0 };
  }
}
