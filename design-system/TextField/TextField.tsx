import { Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from './FieldMessages';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  /** The visible label, which also names the input. */
  label: string;
  /** Help shown under the field and linked to it for screen readers. */
  description?: string;
  /** The message when the value breaks a rule; makes the field invalid and is announced. */
  errorMessage?: string;
  /** The input's placeholder, such as 'Caută un produs...'. */
  placeholder?: string;
}

/** A labelled text input on react-aria's TextField, with its description and error wired to it. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <Input className={control} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
