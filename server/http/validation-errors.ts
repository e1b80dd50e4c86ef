import { companyCodeMessages } from '../../openapi/domain/company-code';
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../../openapi/clients/problem';
import { ruleMessages } from '../../openapi/domain/rule-messages';

type Rule = FieldError['rule'];

/** The field a failing ajv check is about, e.g. `products.3.price` or `phone`. */
function fieldOf(error: ErrorObject, part: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  return segments.length > 0 ? segments.join('.') : part;
}

const lastSegment = (field: string): string => field.split('.').at(-1) ?? field;

function ruleOf(error: ErrorObject, field: string): Rule {
  const name = lastSegment(field);
  // A password that is too short or lacks a class breaks one rule, stated in one message.
  if (name === 'password' && (error.keyword === 'minLength' || error.keyword === 'pattern')) return 'password';
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return Number(error.params.limit) <= 1 ? 'required' : 'tooShort';
    case 'maxLength':
    case 'maxItems':
      return 'tooLong';
    case 'minItems':
      return 'required';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'positive';
    case 'maximum':
      return 'range';
    case 'additionalProperties':
      return 'unknown';
    case 'uniqueItems':
      return 'unique';
    case 'format':
      return error.params.format === 'email' ? 'email' : 'format';
    case 'type':
      return 'type';
    case 'pattern':
      return name === 'phone' ? 'phone' : 'format';
    case 'not':
      return 'controlCharacters';
    default:
      return 'format';
  }
}

const messages: Record<Rule, (error: ErrorObject) => string> = {
  required: () => ruleMessages.required,
  tooShort: (error) => `Trebuie să aibă cel puțin ${error.params.limit} caractere.`,
  tooLong: (error) => `Poate avea cel mult ${error.params.limit} ${error.keyword === 'maxItems' ? 'elemente' : 'caractere'}.`,
  format: () => 'Valoarea nu are formatul cerut.',
  email: () => ruleMessages.email,
  phone: () => ruleMessages.phone,
  password: () => ruleMessages.password,
  positive: (error) =>
    error.keyword === 'exclusiveMinimum' ? 'Valoarea trebuie să fie mai mare decât 0.' : `Valoarea trebuie să fie cel puțin ${error.params.limit}.`,
  number: () => 'Valoarea trebuie să fie un număr.',
  boolean: () => 'Valoarea trebuie să fie da sau nu.',
  city: () => ruleMessages.cityUnknown,
  unique: () => 'Valoarea se repetă.',
  type: (error) =>
    error.params.type === 'boolean'
      ? 'Valoarea trebuie să fie da sau nu.'
      : error.params.type === 'number' || error.params.type === 'integer'
        ? 'Valoarea trebuie să fie un număr.'
        : 'Valoarea are un tip greșit.',
  unknown: () => 'Câmpul nu este acceptat.',
  readOnly: () => ruleMessages.readOnly,
  controlCharacters: () => ruleMessages.controlCharacters,
  weakPassword: () => ruleMessages.weakPassword,
  currentPassword: () => ruleMessages.currentPassword,
  samePassword: () => ruleMessages.samePassword,
  range: (error) => `Valoarea poate fi cel mult ${new Intl.NumberFormat('ro-RO').format(Number(error.params.limit))}.`,
  companyCode: () => companyCodeMessages.checkDigit,
};

/** The name of row `index` of a bulk body, so an error can say which product it is about. */
function rowName(body: unknown, index: number): string | undefined {
  const row = (body as { products?: unknown[] } | undefined)?.products?.[index] as { name?: unknown } | undefined;
  return typeof row?.name === 'string' ? row.name : undefined;
}

/** One field error per failing field, in Romanian, from ajv's report. */
export function fieldErrorsFrom(errors: ErrorObject[], part: string, body?: unknown): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    // oneOf/anyOf report their branches too; the branch errors are the useful ones.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, part);
    if (seen.has(field)) continue;
    seen.add(field);
    const rule = ruleOf(error, field);
    const index = /^products\.(\d+)\./.exec(field)?.[1];
    const name = index === undefined ? undefined : rowName(body, Number(index));
    result.push({
      field,
      rule,
      message: messages[rule](error),
      ...(index === undefined ? {} : { index: Number(index) }),
      ...(name === undefined ? {} : { name }),
    });
  }
  return result;
}
