import { useState, type ReactNode } from 'react';
import { Alert, Button, ConfirmDialog, EmptyState, Pagination, SearchField, Select, Spinner } from '../../design-system';
import type { ItemMutation } from '../../machines/lists/paged-list.machine';
import { texts } from '../messages/texts';
import type { ManagedListState } from '../runtime/use-managed-list';
import * as layout from './screen.css';

/** What one listed item offers its actions. */
export interface ItemControls {
  /** The list is loading or carrying out a change: actions wait, or the change would be lost. */
  busy: boolean;
  /** Asks for confirmation, then deletes the item. */
  confirmDelete: () => void;
}

export interface ManagedListProps<TItem, TMutation extends ItemMutation> {
  /** The page's heading, which also names the list. */
  title: string;
  /** The zone's navigation, above the heading. */
  nav: ReactNode;
  /** The list, from `useManagedList`. */
  list: ManagedListState<TItem, TMutation>;
  searchLabel: string;
  perPageLabel: string;
  perPageOptions: readonly number[];
  /** More controls at the end of the toolbar (a seller filter, an add button). */
  toolbarExtras?: ReactNode;
  /** Why the list did not load, in Romanian, from the failure's code. */
  failureText: (failure: NonNullable<ManagedListState<TItem>['failure']>) => string;
  /** Shown when a settled page has no items. */
  emptyText: string;
  paginationLabel: string;
  itemId: (item: TItem) => string;
  renderItem: (item: TItem, controls: ItemControls) => ReactNode;
  /** The delete confirmation's title and question. */
  confirmDelete: { title: string; message: (item: TItem) => string };
}

/**
 * A management screen's list (docs/product.md §2: products, users): heading, toolbar with the
 * search and page size, the failure with a retry, the spinner, the empty state, the card grid,
 * the pages and the delete confirmation.
 */
export function ManagedList<TItem, TMutation extends ItemMutation>({
  title,
  nav,
  list,
  searchLabel,
  perPageLabel,
  perPageOptions,
  toolbarExtras,
  failureText,
  emptyText,
  paginationLabel,
  itemId,
  renderItem,
  confirmDelete,
}: ManagedListProps<TItem, TMutation>) {
  const [deleting, setDeleting] = useState<TItem>();
  const { query, items, totalPages, send } = list;
  const busy = !list.ready;
  return (
    <div className={layout.stack}>
      {nav}
      <h1 className={layout.heading}>{title}</h1>
      <div className={layout.toolbar}>
        <div className={layout.grow}>
          <SearchField label={searchLabel} placeholder={searchLabel} value={query.text} onChange={(text) => send({ type: 'text.changed', text })} />
        </div>
        <Select
          label={perPageLabel}
          options={perPageOptions.map((size) => ({ id: String(size), label: String(size) }))}
          value={String(query.perPage)}
          onChange={(value) => send({ type: 'perPage.changed', perPage: Number(value) })}
        />
        {toolbarExtras}
      </div>
      {list.failure ? (
        <Alert>
          {failureText(list.failure)}{' '}
          <Button variant="secondary" onPress={() => send({ type: 'reload' })}>
            {texts.app.retry}
          </Button>
        </Alert>
      ) : null}
      {list.loading ? <Spinner label={texts.app.loading} /> : null}
      {list.ready && items.length === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      <ul className={layout.cardGrid} aria-label={title}>
        {items.map((item) => (
          <li key={itemId(item)}>{renderItem(item, { busy, confirmDelete: () => setDeleting(item) })}</li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <Pagination page={query.page} totalPages={totalPages} onChange={(page) => send({ type: 'page.changed', page })} label={paginationLabel} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
        title={confirmDelete.title}
        message={deleting === undefined ? '' : confirmDelete.message(deleting)}
        onConfirm={() => {
          if (deleting !== undefined) send({ type: 'item.mutate', mutation: { kind: 'delete', id: itemId(deleting) } });
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
