import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, announce, Button, ConfirmDialog, EmptyState, Pagination, SearchField, Select, Spinner } from '../../design-system';
import type { ItemMutation } from '../../machines/lists/paged-list.machine';
import { texts } from '../messages/texts';
import type { ManagedListState } from '../runtime/use-managed-list';
import * as layout from './screen.css';

/** What one listed item offers its actions. */
interface ItemControls {
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
  const cards = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useRef<{ id: string; index: number; settling: boolean }>(undefined);

  // A deleted card takes its delete button, and the focus, with it: once the list has settled
  // without it, focus goes to the card now in its place (or the one before it, or the heading
  // when none is left), so a screen-reader user keeps their place (decision 018). When the
  // deletion failed, the card is still there and react-aria gave focus back to its button.
  useEffect(() => {
    const target = removed.current;
    if (!target) return;
    if (!list.ready) {
      target.settling = true;
      return;
    }
    if (!target.settling) return;
    removed.current = undefined;
    if (items.some((item) => itemId(item) === target.id)) return;
    const places = cards.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const place = places[Math.min(target.index, places.length - 1)]?.querySelector<HTMLElement>('h2, h3');
    const focusTarget = place ?? heading.current;
    if (!focusTarget) return;
    focusTarget.tabIndex = -1;
    focusTarget.focus();
  }, [list.ready, items, itemId]);

  // The empty state is said once it settles; text inserted with its region is not reliably read.
  const empty = list.ready && items.length === 0;
  useEffect(() => {
    if (empty) announce(emptyText);
  }, [empty, emptyText]);
  return (
    <div className={layout.stack}>
      {nav}
      <h1 ref={heading} className={layout.heading}>
        {title}
      </h1>
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
      {empty ? <EmptyState>{emptyText}</EmptyState> : null}
      <ul ref={cards} className={layout.cardGrid} aria-label={title}>
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
          if (deleting !== undefined) {
            removed.current = { id: itemId(deleting), index: items.indexOf(deleting), settling: false };
            send({ type: 'item.mutate', mutation: { kind: 'delete', id: itemId(deleting) } });
          }
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
