import { lazy, Suspense, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Autocomplete, Button, Input, Label, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { clear, row } from './SearchField.css';
import { Icon } from '../Icon/Icon';
import type { SearchSuggestion } from './SuggestionList';

export type { SearchSuggestion } from './SuggestionList';

const loadSuggestionList = () => import('./SuggestionList');
const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/**
 * Whether the focus left the box for its own list: react-aria's virtual focus says an option
 * is reached with a blur on the box whose next target is the option, and that is no leaving.
 */
function intoOwnList(event: FocusEvent): boolean {
  const list = (event.target as HTMLElement).getAttribute('aria-controls');
  const next = event.relatedTarget instanceof Element ? event.relatedTarget.closest('[role="listbox"]') : null;
  return list !== null && next?.id === list;
}

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  /** The accessible name; shown visually only when `showLabel` is true. Defaults to 'Caută un produs'. */
  label?: string;
  /** Shows the label above the box. Defaults to false: the placeholder stands in visually. */
  showLabel?: boolean;
  /** The hint in the empty box. Defaults to 'Caută un produs...' (docs/product.md §2). */
  placeholder?: string;
  /**
   * Completions of the text, listed under the box while given: the box is then an open
   * combobox (an empty list says there is nothing to suggest). Undefined: the list is closed.
   */
  suggestions?: readonly SearchSuggestion[] | undefined;
  /** A suggestion was chosen (Enter on the one the arrows reached, or a click). Given, the box is a combobox. */
  onSuggestionPick?: (text: string) => void;
  /** The list should close without a choice: Escape, Enter on the text itself, or the focus left the box. */
  onSuggestionsDismiss?: () => void;
}

/**
 * The search box, on react-aria's SearchField inside an Autocomplete: Escape clears it, Enter
 * submits. Given suggestions, it is a combobox (decision 030): the arrows move through the list
 * while the focus stays in the box, Enter picks, Escape closes the list and keeps the text.
 * The list's code (popover and list box) loads apart, after the first paint, like the selects'
 * (decision 028); the box itself never changes, so no keystroke or focus is lost.
 */
export function SearchField({
  label = 'Caută un produs',
  showLabel = false,
  placeholder = 'Caută un produs...',
  value,
  defaultValue,
  onChange,
  suggestions,
  onSuggestionPick,
  onSuggestionsDismiss,
  ...props
}: SearchFieldProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const suggesting = onSuggestionPick !== undefined;
  const open = suggesting && suggestions !== undefined;
  const dismissOnKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const onOption = (event.target as HTMLElement).getAttribute('aria-activedescendant');
    if (event.key === 'Escape') {
      // Closes the list only: the text stays, and the search box's own Escape (clear) waits for the next press.
      event.stopPropagation();
      event.preventDefault();
      onSuggestionsDismiss?.();
    } else if (event.key === 'Enter' && !onOption) {
      onSuggestionsDismiss?.();
    }
  };
  return (
    <Autocomplete
      disableAutoFocusFirst
      {...(value === undefined ? {} : { inputValue: value })}
      {...(defaultValue === undefined ? {} : { defaultInputValue: defaultValue })}
      {...(onChange ? { onInputChange: onChange } : {})}
    >
      <AriaSearchField
        {...props}
        className={field}
        onFocus={(event) => {
          props.onFocus?.(event);
          // The list's code is on its way before the first suggestion is.
          if (suggesting) void loadSuggestionList();
        }}
        onBlur={(event) => {
          props.onBlur?.(event);
          if (suggesting && !intoOwnList(event)) onSuggestionsDismiss?.();
        }}
        {...(showLabel ? {} : { 'aria-label': label })}
      >
        {showLabel ? <Label className={labelStyle}>{label}</Label> : null}
        <div ref={anchor} className={row} onKeyDownCapture={dismissOnKey}>
          <Input className={control} placeholder={placeholder} {...(suggesting ? { role: 'combobox', 'aria-expanded': open } : {})} />
          <Button className={clear} aria-label="Șterge căutarea">
            <Icon name="close" />
          </Button>
        </div>
      </AriaSearchField>
      {open ? (
        <Suspense fallback={null}>
          <SuggestionList anchor={anchor} suggestions={suggestions} onPick={onSuggestionPick} />
        </Suspense>
      ) : null}
    </Autocomplete>
  );
}
