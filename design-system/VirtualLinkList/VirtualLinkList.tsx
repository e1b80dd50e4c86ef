import { Collection, GridList, GridListItem, GridListLoadMoreItem, ListLayout, Virtualizer } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { item, list, loader } from './VirtualLinkList.css';

export interface VirtualLink {
  id: string;
  /** The link's text. */
  label: string;
  href: string;
}

export interface VirtualLinkListProps {
  /** The list's accessible name. */
  label: string;
  /** Every link loaded so far; only those in view are rendered, so 100,000 stay smooth. */
  items: readonly VirtualLink[];
  /** Called when the user scrolls near the end of the list: load the next links. Leave it out for a list that is whole. */
  onLoadMore?: (() => void) | undefined;
  /** Whether the next links are being loaded; shows a spinner row at the end. Defaults to false. */
  isLoading?: boolean;
  /** The spinner row's label while loading: 'Se încarcă produsele…'. */
  loadingLabel?: string;
}

/** Row height in pixels for the layout (the rows' CSS keeps to it). */
const rowHeight = 40;

/**
 * A long list of links (the sitemap), on react-aria's virtualized GridList: arrow keys move
 * between rows, Enter follows the link, and the DOM holds only the visible rows. Given
 * `onLoadMore`, it asks for more as the user nears its end.
 */
export function VirtualLinkList({ label, items, onLoadMore, isLoading = false, loadingLabel = '' }: VirtualLinkListProps) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight, loaderHeight: rowHeight }}>
      <GridList aria-label={label} className={list}>
        <Collection items={items}>
          {(link) => (
            <GridListItem id={link.id} href={link.href} textValue={link.label} className={item}>
              {link.label}
            </GridListItem>
          )}
        </Collection>
        {onLoadMore ? (
          <GridListLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoading} className={loader}>
            <Spinner label={loadingLabel} />
          </GridListLoadMoreItem>
        ) : null}
      </GridList>
    </Virtualizer>
  );
}
