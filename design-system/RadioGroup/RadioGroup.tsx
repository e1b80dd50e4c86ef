import { Label, Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from '../TextField/FieldMessages';
import { choices, dot, radio } from './RadioGroup.css';

export interface RadioChoice {
  /** The value sent when chosen, such as `COUNTERFEIT`. */
  id: string;
  /** What the user reads, such as 'Produs contrafăcut'. */
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  /** The visible label, which names the group: 'Motivul raportării'. */
  label: string;
  /** The choices, in order, every one in sight. */
  choices: RadioChoice[];
  /** Help under the group, read with it. */
  description?: string | undefined;
  /** The message when no choice or a wrong one was made; makes the group invalid. */
  errorMessage?: string | undefined;
}

/**
 * One choice among a few, all shown, on react-aria's RadioGroup: Tab reaches the group, the
 * arrow keys move between its choices, and a screen reader hears the group's name and how many.
 */
export function RadioGroup({ label, choices: items, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <div className={choices}>
        {items.map((item) => (
          <Radio key={item.id} value={item.id} className={radio}>
            <span className={dot} aria-hidden="true" />
            {item.label}
          </Radio>
        ))}
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
