import { Label, TextArea as AriaTextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from '../TextField/FieldMessages';
import { area } from './TextArea.css';

export interface TextAreaProps extends Omit<TextFieldProps, 'className' | 'children'> {
  /** The visible label, which names the text area: 'Mesaj', 'Descriere'. */
  label: string;
  /** Help under the field. */
  description?: string;
  /** The message when the value breaks a rule; announced and linked. */
  errorMessage?: string;
  /** Visible lines. Defaults to 5. */
  rows?: number;
}

/** Multi-line text on react-aria's TextField. */
export function TextArea({ label, description, errorMessage, rows = 5, ...props }: TextAreaProps) {
  return (
    <TextField {...props} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <AriaTextArea className={`${control} ${area}`} rows={rows} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
