import { NumberField, Select, Switch, TextArea, TextField } from '../../../design-system';
import { cities } from '../../../openapi/domain/cities';
import { declarationOf, fieldLabel, type ProductField } from '../../../openapi/domain/product-fields';

const cityOptions = cities.map((city) => ({ id: city, label: city }));

/** What the form hands each field's control: its value, its message, and how to change it. */
export interface FieldControlProps {
  field: ProductField;
  value: unknown;
  errorMessage: string | undefined;
  pending: boolean;
  onChange: (value: unknown) => void;
  autoFocus?: boolean;
}

/**
 * One product field's control in the product form, chosen by its kind in the field list
 * (decision 044), labelled as the list says: text, long text, a number, a switch, a city, a phone.
 */
export function ProductFieldControl({ field, value, errorMessage, pending, onChange, autoFocus = false }: FieldControlProps) {
  const label = fieldLabel(field);
  const text = typeof value === 'string' ? value : '';
  const common = { label, errorMessage, isReadOnly: pending };
  switch (declarationOf(field).kind.control) {
    case 'longText':
      return <TextArea {...common} name={field} value={text} onChange={onChange} />;
    case 'price':
    case 'number':
      return <NumberField {...common} value={typeof value === 'number' ? value : Number.NaN} onChange={onChange} />;
    case 'switch':
      return <Switch label={label} isSelected={value === true} isReadOnly={pending} onChange={onChange} />;
    case 'city':
      return (
        <Select
          label={label}
          options={cityOptions}
          value={text || null}
          isDisabled={pending}
          errorMessage={errorMessage}
          onChange={(city) => onChange(String(city))}
        />
      );
    case 'phone':
      return <TextField {...common} name={field} type="tel" value={text} onChange={onChange} />;
    default:
      return <TextField {...common} name={field} autoFocus={autoFocus} value={text} onChange={onChange} />;
  }
}
