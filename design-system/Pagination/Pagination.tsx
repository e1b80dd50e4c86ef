import { Button } from 'react-aria-components';
import { current, item, list, nav } from './Pagination.css';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  /** The page shown, counting from 1. */
  page: number;
  /** How many pages there are. Nothing is shown for one page or none. */
  totalPages: number;
  /** Called with the page the user chose. */
  onChange: (page: number) => void;
  /** The navigation's name. Defaults to 'Paginare'. */
  label?: string;
}

/**
 * Page numbers as a navigation landmark: the first, the last, 3 neighbours each side and
 * ellipses; the current page carries `aria-current="page"`.
 */
export function Pagination({ page, totalPages, onChange, label = 'Paginare' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={label} className={nav}>
      <ul className={list}>
        <li>
          <Button className={item} isDisabled={page <= 1} onPress={() => onChange(page - 1)} aria-label="Pagina anterioară">
            ‹
          </Button>
        </li>
        {items.map((entry, index) =>
          entry === '…' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Button
                className={entry === page ? `${item} ${current}` : item}
                onPress={() => onChange(entry)}
                aria-label={`Pagina ${entry}`}
                {...(entry === page ? { 'aria-current': 'page' as const } : {})}
              >
                {entry}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button className={item} isDisabled={page >= totalPages} onPress={() => onChange(page + 1)} aria-label="Pagina următoare">
            ›
          </Button>
        </li>
      </ul>
    </nav>
  );
}
