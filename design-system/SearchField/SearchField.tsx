import { Button, Input, Label, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { clear, row } from './SearchField.css';
import { Icon } from '../Icon/Icon';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  /** The accessible name; shown visually only when `showLabel` is true. Defaults to 'Caută un produs'. */
  label?: string;
  /** Shows the label above the box. Defaults to false: the placeholder stands in visually. */
  showLabel?: boolean;
  /** The hint in the empty box. Defaults to 'Caută un produs...' (docs/product.md §2). */
  placeholder?: string;
}

/** The search box, on react-aria's SearchField: Escape clears it, Enter submits. */
export function SearchField({ label = 'Caută un produs', showLabel = false, placeholder = 'Caută un produs...', ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={field} {...(showLabel ? {} : { 'aria-label': label })}>
      {showLabel ? <Label className={labelStyle}>{label}</Label> : null}
      <div className={row}>
        <Input className={control} placeholder={placeholder} />
        <Button className={clear} aria-label="Șterge căutarea">
          <Icon name="close" />
        </Button>
      </div>
    </AriaSearchField>
  );
}
