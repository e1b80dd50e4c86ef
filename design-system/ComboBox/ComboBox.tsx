import { Button, ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from '../TextField/FieldMessages';
import { Icon } from '../Icon/Icon';
import { listBox, option, popover } from '../Select/Select.css';
import { comboInput, comboRow, comboToggle } from './ComboBox.css';
import type { SelectOption } from '../Select/Select';

export interface ComboBoxProps extends Omit<AriaComboBoxProps<SelectOption>, 'className' | 'children' | 'items' | 'defaultItems'> {
  /** The visible label, which names the field: 'Unitate de vânzare'. */
  label: string;
  /** The choices, in order; typing narrows them to those whose label holds the text. */
  options: SelectOption[];
  /** Help under the field, linked to it as its description. */
  description?: string | undefined;
  /** The message when the choice breaks a rule; makes the field invalid. */
  errorMessage?: string | undefined;
}

/**
 * One choice from a long list, found by typing (react-aria's ComboBox): the arrows, Enter and
 * Escape, the list's announcements and focus come from it; a button beside the field opens the
 * whole list for a pointer.
 */
export function ComboBox({ label, options, description, errorMessage, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox {...props} defaultItems={options} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <div className={comboRow}>
        <Input className={comboInput} />
        <Button className={comboToggle}>
          <Icon name="chevronDown" />
        </Button>
      </div>
      <Popover className={popover}>
        <ListBox className={listBox}>
          {(item: SelectOption) => (
            <ListBoxItem id={item.id} textValue={item.label} className={option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaComboBox>
  );
}
