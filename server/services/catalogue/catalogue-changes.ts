import type { CatalogueChange } from './catalogue-product';

type ChangeListener = (change: CatalogueChange) => Promise<void>;

/**
 * How a committed write reaches this process's own search at once: the write answers once its
 * search sees it, so a seller's next search shows their own write. Every write is also in the
 * catalogue's feed, from which every search process, this one included, catches up (decision 019).
 */
export interface CatalogueChanges {
  publish(change: CatalogueChange): Promise<void>;
  subscribe(listener: ChangeListener): void;
}

export function createCatalogueChanges(): CatalogueChanges {
  const listeners: ChangeListener[] = [];
  return {
    async publish(change) {
      for (const listener of listeners) await listener(change);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
