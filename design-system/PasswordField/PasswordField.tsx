import { useState } from 'react';
import { Button, Group, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { StrengthMeter, type StrengthMeterProps } from '../StrengthMeter/StrengthMeter';
import { FieldMessages } from '../TextField/FieldMessages';
import { group, input, toggle } from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'className' | 'children' | 'type'> {
  /** The visible label, which names the input: 'Parola'. */
  label: string;
  /** Help shown under the field, such as the password rule. */
  description?: string;
  /** The message when the value breaks a rule; announced and linked to the input. */
  errorMessage?: string;
  /** How guessable a new password is, shown under the field while the user types one. */
  strength?: StrengthMeterProps | undefined;
}

/** A password input with a show/hide toggle whose accessible name says what it will do, and for a new password a strength meter. */
export function PasswordField({ label, description, errorMessage, strength, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField {...props} type={visible ? 'text' : 'password'} isInvalid={errorMessage !== undefined || props.isInvalid} className={field}>
      <Label className={labelStyle}>{label}</Label>
      <Group className={group}>
        <Input className={`${control} ${input}`} autoComplete={props.autoComplete ?? 'current-password'} />
        <Button
          className={toggle}
          onPress={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Ascunde parola' : 'Arată parola'}
          aria-pressed={visible}
        >
          {visible ? 'Ascunde' : 'Arată'}
        </Button>
      </Group>
      {strength ? <StrengthMeter {...strength} /> : null}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
