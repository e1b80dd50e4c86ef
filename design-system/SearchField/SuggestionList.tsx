import type { RefObject } from 'react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { listBox, option } from '../Select/Select.css';
import { CountSuffix } from '../Select/CountSuffix';
import { noSuggestion, suggestionPopover } from './SearchField.css';

/** A completion of the search box's text, with how many products hold it. */
export interface SearchSuggestion {
  text: string;
  count: number;
}

export interface SuggestionListProps {
  /** What the list opens under: the search box's row. */
  anchor: RefObject<HTMLDivElement | null>;
  suggestions: readonly SearchSuggestion[];
  onPick: (text: string) => void;
}

/**
 * The search box's suggestions: a list box in a popover that leaves the page as it is
 * (non-modal), so the focus stays in the box and the Autocomplete around it moves through the
 * options by aria-activedescendant. Each option reads its text and its count. The list stays
 * open when the page scrolls (react-aria would close it): the results change height under it
 * as the visitor types, and a phone scrolls the box into view; it closes on the box's keys,
 * on a pick, and when the focus leaves the box.
 */
export function SuggestionList({ anchor, suggestions, onPick }: SuggestionListProps) {
  return (
    <Popover triggerRef={anchor} isOpen isNonModal placement="bottom start" offset={4} containerPadding={0} className={suggestionPopover}>
      <ListBox
        aria-label="Sugestii"
        items={suggestions}
        className={listBox}
        onAction={(key) => onPick(String(key))}
        renderEmptyState={() => <p className={noSuggestion}>Nicio sugestie pentru acest text.</p>}
      >
        {(suggestion) => (
          <ListBoxItem id={suggestion.text} textValue={suggestion.text} className={option}>
            {suggestion.text} <CountSuffix count={suggestion.count} />
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
