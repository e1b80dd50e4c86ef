import { Group, I18nProvider, Input, Label, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { control, field, label as labelStyle } from '../styles/field.css';
import { FieldMessages } from '../TextField/FieldMessages';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  /** The visible label: 'Preț'. */
  label: string;
  /** Help under the field. */
  description?: string;
  /** The message when the value breaks a rule. */
  errorMessage?: string;
  /** Formats the value as a price in RON. Defaults to true. */
  isPrice?: boolean;
}

/** A number typed and shown the Romanian way (`1.234,50 RON`), on react-aria's NumberField. */
export function NumberField({ label, description, errorMessage, isPrice = true, ...props }: NumberFieldProps) {
  return (
    <I18nProvider locale="ro-RO">
      <AriaNumberField
        {...props}
        {...(isPrice ? { formatOptions: { style: 'currency', currency: 'RON' }, minValue: props.minValue ?? 0 } : {})}
        isInvalid={errorMessage !== undefined || props.isInvalid}
        className={field}
      >
        <Label className={labelStyle}>{label}</Label>
        <Group>
          <Input className={control} />
        </Group>
        <FieldMessages description={description} errorMessage={errorMessage} />
      </AriaNumberField>
    </I18nProvider>
  );
}
