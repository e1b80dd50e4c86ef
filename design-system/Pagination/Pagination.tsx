import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { announce } from '../LiveRegion/announce';
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
 * ellipses; the current page carries `aria-current="page"`. A change of page is announced
 * ("Pagina 3 din 10"). When "previous" or "next" takes the user to the first or last page,
 * that button is disabled, so focus moves to the current page's button instead of falling
 * to `<body>` (decision 018).
 */
export function Pagination({ page, totalPages, onChange, label = 'Paginare' }: PaginationProps) {
  const navigation = useRef<HTMLElement>(null);
  const focusCurrent = useRef(false);
  const shown = useRef(page);

  useLayoutEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    navigation.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    announce(`Pagina ${page} din ${totalPages}`);
  }, [page, totalPages]);

  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  const step = (to: number) => {
    focusCurrent.current = to <= 1 || to >= totalPages;
    onChange(to);
  };
  return (
    <nav ref={navigation} aria-label={label} className={nav}>
      <ul className={list}>
        <li>
          <Button className={item} isDisabled={page <= 1} onPress={() => step(page - 1)} aria-label="Pagina anterioară">
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
          <Button className={item} isDisabled={page >= totalPages} onPress={() => step(page + 1)} aria-label="Pagina următoare">
            ›
          </Button>
        </li>
      </ul>
    </nav>
  );
}
