import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import { isProblem, type ApiClients } from '../../openapi';
import type { ErrorCode } from '../../openapi/clients/problem';
import { pagedListMachineOf, type ItemMutation, type ListPage, type ListQuery, type PagedListEvent } from '../../machines/lists/paged-list.machine';
import { errorMessage } from '../messages/error-messages';
import { useServices, useToast } from './AppServicesProvider';
import { mutateWith } from './mutate-with';

/** Every managed list deletes items, after a confirmation (`ManagedList`). */
export interface DeleteItem {
  kind: 'delete';
  id: string;
}

/** What a managed list screen shows and sends: the paged list machine, read for the screen. */
export interface ManagedListState<TItem, TMutation extends ItemMutation = ItemMutation> {
  query: ListQuery;
  items: TItem[];
  totalPages: number;
  /** A page is on its way (or typing is being waited out): the spinner shows. */
  loading: boolean;
  /** The last page could not be loaded, for this reason. */
  failure: ErrorCode | 'NETWORK' | undefined;
  /** The list has settled: actions are allowed, and an empty page says so. */
  ready: boolean;
  /** Sends to the list; `item.mutate` takes only this screen's changes and a delete. */
  send: (event: PagedListEvent<TMutation | DeleteItem>) => void;
}

export interface ManagedListOptions<TItem, TMutation extends ItemMutation> {
  /** The first page size. */
  perPage: number;
  /** The actor that loads one page, from the clients. */
  loadPage: (clients: ApiClients) => PromiseActorLogic<ListPage<TItem>, ListQuery>;
  /** Carries out one change to an item and says, in Romanian, what was done. */
  mutate: (clients: ApiClients) => (mutation: TMutation | DeleteItem) => Promise<string>;
  /** Put before the reason in the toast of a failed change. */
  failurePrefix?: string;
}

/**
 * The paged list behind the product and user management screens (docs/product.md §2): the
 * machine given the screen's page loader and its changes, and a toast for every change's
 * outcome. Actions wait for the list to settle: a change sent while it loads would be lost.
 */
export function useManagedList<TItem, TMutation extends ItemMutation>({
  perPage,
  loadPage,
  mutate,
  failurePrefix,
}: ManagedListOptions<TItem, TMutation>): ManagedListState<TItem, TMutation> {
  const { clients } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      pagedListMachineOf<TItem>().provide({
        actors: {
          loadPage: loadPage(clients),
          // The machine hands back the mutation this screen sent through `send`, which only takes these.
          mutateItem: mutateWith(
            (mutation) => mutate(clients)(mutation as TMutation | DeleteItem),
            (outcome) => {
              if (outcome.ok) return toast('success', outcome.message);
              const reason = isProblem(outcome.error) ? errorMessage(outcome.error.code, outcome.error.params) : errorMessage('NETWORK');
              toast('error', failurePrefix ? `${failurePrefix} ${reason}` : reason);
            },
          ),
        },
      }),
    [clients, toast, loadPage, mutate, failurePrefix],
  );
  const [snapshot, send] = useMachine(machine, { input: { perPage } });
  const { query, items, totalPages, error } = snapshot.context;
  return {
    query,
    items,
    totalPages,
    loading: snapshot.hasTag('loading') || snapshot.matches('typing'),
    failure: snapshot.matches('failed') ? (error ?? 'NETWORK') : undefined,
    ready: snapshot.matches('ready'),
    send,
  };
}
