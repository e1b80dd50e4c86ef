import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from '../TextField/FieldMessages';
import { emptyOption, listBox, option, popover, trigger } from './Select.css';
import { CountSuffix } from './CountSuffix';
import { Icon } from '../Icon/Icon';

export interface SelectOption {
  /** The value sent when chosen, such as `BY_PRICE_ASC` or `Toate`. */
  id: string;
  /** What the user reads, such as 'Preț crescător' or 'Toate orașele'. */
  label: string;
  /** How many results the choice would show, such as a city's products; shown after the label, and a choice of 0 is marked but stays selectable. */
  count?: number | undefined;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'className' | 'children' | 'items'> {
  /** The visible label, which names the select: 'Sortare:', 'Oraș'. */
  label: string;
  /** The choices, in order. */
  options: SelectOption[];
  /** The message when the choice breaks a rule ('Orasul trebuie selectat.'); makes the select invalid. */
  errorMessage?: string | undefined;
}

/** A single choice from a list, on react-aria's Select: keyboard, typeahead and focus come from it. */
export function Select({ label, options, errorMessage, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <Button className={trigger}>
        <SelectValue />
        <Icon name="chevronDown" />
      </Button>
      <Popover className={popover}>
        <ListBox items={options} className={listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={item.count === 0 ? `${option} ${emptyOption}` : option}>
              {item.label}
              {item.count === undefined ? null : (
                <>
                  {' '}
                  <CountSuffix count={item.count} />
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <FieldMessages errorMessage={errorMessage} />
    </AriaSelect>
  );
}
