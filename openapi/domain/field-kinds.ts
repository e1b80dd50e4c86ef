import { findCity } from './cities';
import { gtinProblem, normalisedGtin, printedGtin } from './gtin';
import { phonePattern } from './patterns';
import { parseRomanianNumber } from './romanian-number';
import { parseContent, showContent, validContent, writtenContent, type ProductContent } from './product-content';
import { isSalesUnit, salesUnitOf, salesUnits, type SalesUnitCode } from './units';
import { vatRatesInForce } from './vat-rates';

/** The outcome of checking one value: the value as it is kept, or why it is wrong, in Romanian (with the catalogue's code, when it has its own). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; code?: 'CITY_NOT_FOUND' };
export const accepted = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refused = (message: string, code?: 'CITY_NOT_FOUND'): Checked<never> => ({ ok: false, message, ...(code ? { code } : {}) });

/**
 * What a kind of product field is (issue #48, decision 044): how a value from the form or the API
 * is checked and normalised, how a CSV cell is read and written, and how the value reads to people.
 * No validation library: the search screen's cards read `show` on their first load.
 */
export interface FieldKind<T> {
  /** The form's control for it. */
  control: 'text' | 'longText' | 'price' | 'number' | 'switch' | 'city' | 'phone' | 'gtin' | 'unit' | 'content' | 'vatRate';
  /** A value as sent: normalised, or why it is wrong. */
  check(value: unknown): Checked<T>;
  /** A CSV cell's text, not empty: its value, or why it is wrong. */
  read(text: string): Checked<T>;
  /** The value as a CSV cell, which `read` reads back to the same value. */
  write(value: T): string;
  /** The value as people read it. */
  show(value: T): string;
}

/** Whether the text holds a control character (a new line, a tab), which one-line text refuses. */
const hasControlCharacter = (text: string): boolean => [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);

/** Text on one line, trimmed, of `min` to `max` characters. */
export function lineText({ min, max, minMessage, maxMessage }: { min: number; max: number; minMessage: string; maxMessage?: string }): FieldKind<string> {
  const check = (value: unknown): Checked<string> => {
    if (typeof value !== 'string') return refused(minMessage);
    const text = value.trim();
    if (text.length < min) return refused(minMessage);
    if (text.length > max) return refused(maxMessage ?? `Poate avea cel mult ${max} de caractere.`);
    if (hasControlCharacter(text)) return refused('Textul nu poate conține caractere de control, cum ar fi un rând nou.');
    return accepted(text);
  };
  return { control: 'text', check, read: check, write: (value) => value, show: (value) => value };
}

/** Text that may span lines, trimmed, of `min` to `max` characters. */
export function longText({ min, max, minMessage }: { min: number; max: number; minMessage: string }): FieldKind<string> {
  const check = (value: unknown): Checked<string> => {
    if (typeof value !== 'string') return refused(minMessage);
    const text = value.trim();
    if (text.length < min) return refused(minMessage);
    if (text.length > max) return refused(`Poate avea cel mult ${max} de caractere.`);
    return accepted(text);
  };
  return { control: 'longText', check, read: check, write: (value) => value, show: (value) => value };
}

const decimal = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 3 });

/** A price as numeric(14, 2) keeps it: rounded to cents, halves away from zero, on its decimal digits. */
export const inCents = (price: number): number => (String(price).includes('e') ? Number(price.toFixed(2)) : Math.round(Number(`${price}e2`)) / 100);

/** A number in (`above`, `max`]; a CSV cell writes it with a decimal point, as `read` takes it back. */
export function positiveNumber({
  above,
  max,
  message,
  control = 'number',
}: {
  above: number;
  max: number;
  message: string;
  control?: 'number' | 'price';
}): FieldKind<number> {
  const check = (value: unknown): Checked<number> =>
    typeof value === 'number' && Number.isFinite(value) && value > above && value <= max ? accepted(value) : refused(message);
  return {
    control,
    check,
    read: (text) => check(parseRomanianNumber(text)),
    write: (value) => String(value),
    show: (value) => decimal.format(value),
  };
}

const yesNo: Record<string, boolean> = { da: true, true: true, nu: false, false: false };

/** Yes or no: `da`, `nu`, `true` or `false` in a CSV cell, in any case. */
export function flag(message: string): FieldKind<boolean> {
  return {
    control: 'switch',
    check: (value) => (typeof value === 'boolean' ? accepted(value) : refused(message)),
    read: (text) => {
      const value = yesNo[text.trim().toLowerCase()];
      return value === undefined ? refused(message) : accepted(value);
    },
    write: (value) => (value ? 'da' : 'nu'),
    show: (value) => (value ? 'Da' : 'Nu'),
  };
}

/** One of the cities of the list, matched forgivingly and kept as the list spells it. */
export function city({ requiredMessage, unknownMessage }: { requiredMessage: string; unknownMessage: string }): FieldKind<string> {
  const check = (value: unknown): Checked<string> => {
    if (typeof value !== 'string' || value.trim().length < 2) return refused(requiredMessage);
    const found = findCity(value);
    return found ? accepted(found) : refused(unknownMessage, 'CITY_NOT_FOUND');
  };
  return { control: 'city', check, read: check, write: (value) => value, show: (value) => value };
}

/** A Romanian mobile phone: 07 and 8 digits, optionally after +4; spaces are dropped. */
export function phone(message: string): FieldKind<string> {
  const check = (value: unknown): Checked<string> => {
    const compact = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
    return phonePattern.test(compact) ? accepted(compact) : refused(message);
  };
  return { control: 'phone', check, read: check, write: (value) => value, show: (value) => value };
}

/** A barcode (GTIN-8, -12, -13 or -14) with its check digit verified, kept as 14 digits, shown as printed. */
export function gtin(messages: { length: string; checkDigit: string }): FieldKind<string> {
  const check = (value: unknown): Checked<string> => {
    if (typeof value !== 'string') return refused(messages.length);
    const problem = gtinProblem(value);
    if (problem) return refused(messages[problem]);
    return accepted(normalisedGtin(value) as string);
  };
  return { control: 'gtin', check, read: check, write: printedGtin, show: printedGtin };
}

/** A unit of sale: a UN/ECE Recommendation 20 code, or a word a seller writes for it; shown in Romanian. */
export function salesUnit(message: string): FieldKind<SalesUnitCode> {
  const check = (value: unknown): Checked<SalesUnitCode> => {
    const code = typeof value === 'string' ? (isSalesUnit(value) ? value : salesUnitOf(value)) : undefined;
    return code ? accepted(code) : refused(message);
  };
  return { control: 'unit', check, read: check, write: (code) => code, show: (code) => salesUnits[code].name };
}

/** What a unit of sale holds (`6 × 1 l`): an object on the wire, a phrase in a CSV cell. */
export function content(message: string): FieldKind<ProductContent> {
  const check = (value: unknown): Checked<ProductContent> =>
    validContent(value) ? accepted({ count: value.count, amount: value.amount, unit: value.unit }) : refused(message);
  return {
    control: 'content',
    check,
    read: (text) => {
      const parsed = parseContent(text);
      return parsed ? accepted(parsed) : refused(message);
    },
    write: writtenContent,
    show: showContent,
  };
}

/** A TVA rate in force today (`vat-rates.ts`), in percent; a CSV cell may write `21` or `21 %`. */
export function vatRate(message: () => string): FieldKind<number> {
  const check = (value: unknown): Checked<number> => (typeof value === 'number' && vatRatesInForce().includes(value) ? accepted(value) : refused(message()));
  return {
    control: 'vatRate',
    check,
    read: (text) => check(Number(text.replace(/\s|%/g, '').replace(',', '.'))),
    write: String,
    show: (rate) => `${rate} %`,
  };
}
