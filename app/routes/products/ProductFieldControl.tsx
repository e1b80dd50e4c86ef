import { ComboBox, NumberField, Select, Switch, TextArea, TextField } from '../../../design-system';
import { cities } from '../../../openapi/domain/cities';
import { gtinProblem } from '../../../openapi/domain/gtin';
import { contentUnitCodes, contentUnits, type ProductContent } from '../../../openapi/domain/product-content';
import { fieldMessages } from '../../../openapi/domain/product-field-texts';
import { declarationOf, fieldLabel, type ProductField } from '../../../openapi/domain/product-fields';
import { salesUnitCodes, salesUnits } from '../../../openapi/domain/units';
import { vatRatesInForce } from '../../../openapi/domain/vat-rates';
import * as layout from '../../shell/screen.css';
import { productsTexts } from './products-texts';

const cityOptions = cities.map((city) => ({ id: city, label: city }));
const unitOptions = salesUnitCodes.map((code) => ({ id: code, label: salesUnits[code].name }));
const contentUnitOptions = contentUnitCodes.map((code) => ({ id: code, label: contentUnits[code].short }));
const t = productsTexts.fields;

/** What the form hands each field's control: its value, its message, and how to change it. */
export interface FieldControlProps {
  field: ProductField;
  value: unknown;
  errorMessage: string | undefined;
  pending: boolean;
  onChange: (value: unknown) => void;
  autoFocus?: boolean;
}

/** A barcode's check as it is typed (issue #48): nothing until it has a GTIN's length, then whether its check digit is right. */
function gtinHint(typed: string): { description?: string; error?: string } {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits.length < 8) return { description: t.gtinHelp };
  const problem = gtinProblem(typed);
  if (problem === 'checkDigit') return { error: fieldMessages.gtinCheckDigit };
  if (problem === 'length') return digits.length > 14 ? { error: fieldMessages.gtinLength } : { description: t.gtinHelp };
  return { description: t.gtinValid };
}

/** What a unit of sale holds: how many packs, each of how much of which unit; blank all three to leave it out. */
function ContentControl({ value, errorMessage, pending, onChange }: Omit<FieldControlProps, 'field'>) {
  const content = (value ?? {}) as Partial<ProductContent>;
  const change = (part: Partial<ProductContent>) => {
    const next = { ...content, ...part };
    const blank = [next.count, next.amount].every((number) => number === undefined || Number.isNaN(number)) && next.unit === undefined;
    onChange(blank ? undefined : next);
  };
  return (
    <fieldset className={layout.fieldGroup}>
      <legend className={layout.fieldGroupLegend}>{fieldLabel('content')}</legend>
      <div className={layout.linkRow}>
        <NumberField
          label={t.contentCount}
          isPrice={false}
          minValue={1}
          maxValue={10_000}
          value={content.count ?? Number.NaN}
          isReadOnly={pending}
          onChange={(count) => change({ count })}
        />
        <NumberField
          label={t.contentAmount}
          isPrice={false}
          minValue={0}
          value={content.amount ?? Number.NaN}
          isReadOnly={pending}
          onChange={(amount) => change({ amount })}
        />
        <Select
          label={t.contentUnit}
          options={contentUnitOptions}
          value={content.unit ?? null}
          isDisabled={pending}
          onChange={(unit) => change({ unit: unit as ProductContent['unit'] })}
        />
      </div>
      {errorMessage ? (
        <p role="alert" className={layout.fieldError}>
          {errorMessage}
        </p>
      ) : (
        <p className={layout.muted}>{t.contentHelp}</p>
      )}
    </fieldset>
  );
}

/**
 * One product field's control in the product form, chosen by its kind in the field list
 * (decision 044), labelled as the list says.
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
      return (
        <NumberField
          {...common}
          isPrice={declarationOf(field).kind.control === 'price'}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(number) => onChange(Number.isNaN(number) && declarationOf(field).optional ? undefined : number)}
        />
      );
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
    case 'gtin': {
      const hint = gtinHint(text);
      return (
        <TextField
          {...common}
          name={field}
          inputMode="numeric"
          value={text}
          description={hint.description}
          errorMessage={errorMessage ?? hint.error}
          onChange={(typed) => onChange(typed === '' ? undefined : typed)}
        />
      );
    }
    case 'unit':
      return (
        <ComboBox
          label={label}
          options={unitOptions}
          selectedKey={text || null}
          description={t.unitHelp}
          errorMessage={errorMessage}
          isDisabled={pending}
          onSelectionChange={(code) => onChange(code === null ? undefined : String(code))}
        />
      );
    case 'content':
      return <ContentControl value={value} errorMessage={errorMessage} pending={pending} onChange={onChange} />;
    case 'vatRate':
      return (
        <Select
          label={label}
          options={[
            { id: 'standard', label: t.vatStandard(vatRatesInForce()[0] ?? 0) },
            ...vatRatesInForce().map((rate) => ({ id: String(rate), label: `${rate} %` })),
          ]}
          value={typeof value === 'number' ? String(value) : 'standard'}
          isDisabled={pending}
          errorMessage={errorMessage}
          onChange={(rate) => onChange(rate === 'standard' ? undefined : Number(rate))}
        />
      );
    default:
      return (
        <TextField
          {...common}
          name={field}
          autoFocus={autoFocus}
          value={text}
          onChange={(typed) => onChange(typed === '' && declarationOf(field).optional ? undefined : typed)}
        />
      );
  }
}
