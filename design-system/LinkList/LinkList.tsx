import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { item, list } from './LinkList.css';

export interface LinkListItem {
  id: string;
  /** The link's text. */
  label: string;
  href: string;
}

export interface LinkListProps {
  /** The list's accessible name. */
  label: string;
  /** Every link loaded so far, each a real link: a screen reader's list of links holds them all. */
  items: readonly LinkListItem[];
  /** Loads the next links. Leave it out for a list that is whole. */
  onLoadMore?: (() => void) | undefined;
  /** Whether the next links are on their way: the button is pending. Defaults to false. */
  isLoading?: boolean;
  /** The "load more" button's text: 'Încarcă mai multe produse'. */
  loadMoreLabel: string;
}

/**
 * A long list of links (the sitemap), in plain HTML: a `<ul>` of `<a>` elements, so every
 * loaded link is in the page and in a screen reader's list of links, and Tab walks them. More
 * come with the "load more" button at the end, which scrolling near it also presses (the feed
 * pattern, decision 018); after a press from the keyboard, focus moves to the first new link.
 */
export function LinkList({ label, items, onLoadMore, isLoading = false, loadMoreLabel }: LinkListProps) {
  const more = useRef<HTMLButtonElement>(null);
  const links = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number>(undefined);

  useEffect(() => {
    const button = more.current;
    if (!button || !onLoadMore || isLoading || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onLoadMore, isLoading]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || isLoading) return;
    focusFrom.current = undefined;
    const anchors = links.current?.querySelectorAll<HTMLElement>('a');
    anchors?.[Math.min(from, anchors.length - 1)]?.focus();
  }, [items.length, isLoading]);

  return (
    <>
      <ul ref={links} aria-label={label} className={list}>
        {items.map((link) => (
          <li key={link.id} className={item}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {onLoadMore ? (
        <Button
          ref={more}
          variant="secondary"
          isPending={isLoading}
          onPress={(event) => {
            if (event.pointerType === 'keyboard' || event.pointerType === 'virtual') focusFrom.current = items.length;
            onLoadMore();
          }}
        >
          {loadMoreLabel}
        </Button>
      ) : null}
    </>
  );
}
