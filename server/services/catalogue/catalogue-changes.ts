import { randomUUID } from 'node:crypto';
import type { CatalogueChange } from './catalogue-product';

/** The PostgreSQL channel on which processes tell each other that the catalogue changed. */
export const changesChannel = 'catalogue_changes';

/** Uuids per notification: PostgreSQL caps a payload at 8,000 bytes. */
const uuidsPerNotice = 150;

export type ChangeListener = (change: CatalogueChange) => Promise<void>;

/**
 * How a committed write reaches every search: this process's own at once (the write answers
 * once its search sees it), the others through a PostgreSQL notification they read back
 * from the database (decision 014). A process ignores its own notifications.
 */
export interface CatalogueChanges {
  publish(change: CatalogueChange): Promise<void>;
  subscribe(listener: ChangeListener): void;
  /** A notification from the channel, as its payload. */
  receive(payload: string): Promise<void>;
}

/** What another process needs: products by uuid and catalogues by owner (it reads them itself), the rest as they are. */
function forOtherProcesses(change: CatalogueChange): CatalogueChange[] {
  if (change.kind === 'catalogue') return [{ kind: 'catalogue', owner: change.owner }];
  if (change.kind !== 'products') return [change];
  const uuids = [...change.written.map((product) => product.uuid), ...change.removed];
  const notices: CatalogueChange[] = [];
  for (let start = 0; start < uuids.length; start += uuidsPerNotice) notices.push({ kind: 'productIds', uuids: uuids.slice(start, start + uuidsPerNotice) });
  return notices;
}

/** `notify` sends a payload on the channel; without it (PGlite, one process) changes stay in the process. */
export function createCatalogueChanges(notify?: (payload: string) => Promise<void>): CatalogueChanges {
  const origin = randomUUID();
  const listeners: ChangeListener[] = [];
  const tell = async (change: CatalogueChange) => {
    for (const listener of listeners) await listener(change);
  };
  return {
    async publish(change) {
      await tell(change);
      if (notify) for (const notice of forOtherProcesses(change)) await notify(JSON.stringify({ origin, change: notice }));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async receive(payload) {
      const notice = JSON.parse(payload) as { origin: string; change: CatalogueChange };
      if (notice.origin !== origin) await tell(notice.change);
    },
  };
}
