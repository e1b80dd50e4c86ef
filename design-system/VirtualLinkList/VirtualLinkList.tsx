import { GridList, GridListItem, ListLayout, Virtualizer } from 'react-aria-components';
import { item, list } from './VirtualLinkList.css';

export interface VirtualLink {
  id: string;
  /** The link's text. */
  label: string;
  href: string;
}

export interface VirtualLinkListProps {
  /** The list's accessible name. */
  label: string;
  /** Every link; only those in view are rendered, so 100,000 stay smooth. */
  items: readonly VirtualLink[];
}

/** Row height in pixels for the layout (the rows' CSS keeps to it). */
const rowHeight = 40;

/**
 * A long list of links (the sitemap), on react-aria's virtualized GridList: arrow keys move
 * between rows, Enter follows the link, and the DOM holds only the visible rows.
 */
export function VirtualLinkList({ label, items }: VirtualLinkListProps) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight }}>
      <GridList aria-label={label} items={items} className={list}>
        {(link) => (
          <GridListItem id={link.id} href={link.href} textValue={link.label} className={item}>
            {link.label}
          </GridListItem>
        )}
      </GridList>
    </Virtualizer>
  );
}
