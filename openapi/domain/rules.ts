import { z } from 'zod';
import { findCity } from './cities';
import { phonePattern } from './patterns';

// No code generated at run time: the product's Content-Security-Policy has no 'unsafe-eval',
// and zod's probe for it would be reported as a violation on every form.
z.config({ jitless: true });

/**
 * Every docs/product.md §5 rule, once, with its Romanian message. Forms, CSV rows and the server use
 * these schemas, so a rule cannot differ between the screen and the API.
 */
export const ruleMessages = {
  required: 'Câmpul este obligatoriu.',
  usernameMin: 'Numele de utilizator trebuie să aibă cel puțin 4 caractere.',
  usernameMax: 'Numele de utilizator poate avea cel mult 40 de caractere.',
  usernameChars: 'Numele de utilizator poate conține doar litere și cifre.',
  email: 'Email invalid.',
  phone: 'Telefon invalid. Format: +407xxxxxxxx',
  password: 'Parola trebuie să aibă cel puțin 8 caractere, cu o literă, o cifră și un caracter special.',
  passwordsDiffer: 'Parolele nu coincid.',
  terms: 'Trebuie să accepți termenii și condițiile.',
  captcha: 'Te rugăm să completezi reCAPTCHA.',
  productName: 'Numele produsului trebuie să aibă cel puțin 2 caractere.',
  productDescription: 'Descrierea trebuie să aibă cel puțin 2 caractere.',
  price: 'Prețul trebuie să fie mai mare decât 0.',
  sellType: 'Trebuie sa specificati o unitate de masura.',
  packageType: 'Trebuie sa specificati un mod de ambalare.',
  city: 'Orasul trebuie selectat.',
  cityUnknown: 'Orașul nu se află în listă.',
  readOnly: 'Câmpul nu poate fi modificat.',
  controlCharacters: 'Textul nu poate conține caractere de control, cum ar fi un rând nou.',
  commonPassword: 'Parola este printre cele mai folosite parole și se ghicește ușor. Alege alta.',
  currentPassword: 'Parola actuală nu este corectă.',
  resetLinkIncomplete: 'Token sau email lipsesc!',
} as const;

export { phonePattern, uuidPattern } from './patterns';
const passwordClasses = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/];

const requiredText = z.string().trim().min(1, ruleMessages.required);

export const usernameSchema = z
  .string()
  .trim()
  .min(4, ruleMessages.usernameMin)
  .max(40, ruleMessages.usernameMax)
  .regex(/^[A-Za-z0-9]+$/, ruleMessages.usernameChars);

export const emailSchema = z.string().trim().pipe(z.email(ruleMessages.email));

/** Spaces are removed before checking (CSV rows and pasted numbers often have them). */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(phonePattern, ruleMessages.phone));

/** At least 8 characters with a letter, a digit and a special character (docs/product.md §5). */
export const passwordSchema = z
  .string()
  .max(128, ruleMessages.password)
  .refine((value) => value.length >= 8 && passwordClasses.every((pattern) => pattern.test(value)), ruleMessages.password);

/** The form of a phone number used to tell two numbers apart: `+40712…` and `0712…` are one. */
export function phoneKey(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^\+4/, '');
}

export const citySchema = z
  .string()
  .trim()
  .min(2, ruleMessages.city)
  .transform((value, context) => {
    const city = findCity(value);
    if (!city) context.addIssue({ code: 'custom', message: ruleMessages.cityUnknown });
    return city ?? value;
  });

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

const passwordPair = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: passwordSchema, confirmPassword: z.string() })
    .refine((value) => (value as PasswordPair).password === (value as PasswordPair).confirmPassword, {
      message: ruleMessages.passwordsDiffer,
      path: ['confirmPassword'],
      // Say so even while other fields still break their rules.
      when: (payload) => {
        const value = payload.value as Partial<PasswordPair> | undefined;
        return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
      },
    });

export const loginSchema = z.object({
  username: requiredText,
  password: z.string().min(1, ruleMessages.required),
});

/** Who a seller is: what registration asks for and what an administrator may edit. */
const accountFields = {
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  sellerName: requiredText,
  sellerIdentifier: requiredText,
  description: z.string().trim().max(2000),
};

export const registrationSchema = passwordPair({
  ...accountFields,
  acceptTerms: z.literal(true, ruleMessages.terms),
});

export const profileUpdateSchema = z.object({
  username: z.string().trim().min(4, ruleMessages.usernameMin),
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
});

export const adminUserEditSchema = z.object({
  ...accountFields,
  /** Empty means "keep the current password". */
  password: z.union([z.literal(''), passwordSchema]),
});

/** A new password and its confirmation (the reset link's form). */
export const passwordChangeSchema = passwordPair({});

/** A new password, its confirmation and the current password, which the server checks (decision 015). */
export const passwordChangeWithCurrentSchema = passwordPair({ currentPassword: z.string().min(1, ruleMessages.required) });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const contactSchema = z.object({
  name: requiredText,
  email: emailSchema,
  message: requiredText.pipe(z.string().max(5000)),
});

export const productSchema = z.object({
  name: z.string().trim().min(2, ruleMessages.productName).max(100),
  description: z.string().trim().min(2, ruleMessages.productDescription).max(5000),
  price: z.number(ruleMessages.price).gt(0, ruleMessages.price).max(1_000_000_000),
  vatIncluded: z.boolean(),
  inStock: z.boolean(),
  negotiable: z.boolean(),
  isDeliverable: z.boolean(),
  sellType: z.string().trim().min(1, ruleMessages.sellType).max(60),
  packageType: z.string().trim().min(1, ruleMessages.packageType).max(60),
  city: citySchema,
  phone: phoneSchema,
  isEnabled: z.boolean(),
});

export type ProductFormValues = z.input<typeof productSchema>;

/** The CSV columns of a catalogue (docs/product.md §3), in their usual order. */
export const csvColumns = ['nume', 'descriere', 'pret', 'tva', 'um', 'ambalare', 'telefon', 'oras', 'livrabil', 'negociabil', 'disponibil', 'stoc'] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Values an empty optional cell takes (docs/product.md §9). */
export const csvDefaults = {
  descriere: 'N/A',
  tva: true,
  um: 'la bucata',
  ambalare: 'Individual',
  oras: 'Constanța',
  livrabil: true,
  negociabil: false,
  disponibil: true,
  stoc: true,
} as const;

export const csvMessages = {
  nameRequired: 'Numele produsului este obligatoriu.',
  nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
  priceRequired: 'Prețul este obligatoriu.',
  priceNumeric: 'Prețul trebuie să fie un număr (de exemplu 12,50).',
  yesNo: 'Valoarea trebuie să fie da, nu, true sau false.',
  phoneRequired: 'Telefonul este obligatoriu.',
} as const;

/**
 * A price as Romanian spreadsheets write it: `12.50`, `12,50`, `1.234,50` or `1 234,50`.
 * Returns NaN for anything else.
 */
export function parsePrice(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  return Number.NaN;
}

const yesNoValues: Record<string, boolean> = { da: true, true: true, nu: false, false: false };

/** The outcome of one cell's rule: its value for the import, or why it is wrong. */
export type CellOutcome<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): CellOutcome<T> => ({ ok: true, value });
const wrong = (message: string): CellOutcome<never> => ({ ok: false, message });

const yesNoCell =
  (fallback: boolean) =>
  (text: string): CellOutcome<boolean> => {
    const value = text.trim().toLowerCase();
    if (value === '') return ok(fallback);
    const flag = yesNoValues[value];
    return flag === undefined ? wrong(csvMessages.yesNo) : ok(flag);
  };

const optionalTextCell =
  (fallback: string) =>
  (text: string): CellOutcome<string> =>
    ok(text.trim() || fallback);

/**
 * The rule of each CSV column (docs/product.md §5, §9), written once: plain functions from the cell's text
 * to its value or its message. `csvRowSchema` wraps them for zod users; the import calls them
 * directly, because a zod object per row is six times slower on 100,000 rows.
 */
export const csvCellRules = {
  nume: (text: string): CellOutcome<string> => {
    const value = text.trim();
    if (value === '') return wrong(csvMessages.nameRequired);
    return value.length > 100 ? wrong(csvMessages.nameTooLong) : ok(value);
  },
  descriere: optionalTextCell(csvDefaults.descriere),
  pret: (text: string): CellOutcome<number> => {
    if (text.trim() === '') return wrong(csvMessages.priceRequired);
    const value = parsePrice(text);
    return Number.isFinite(value) && value >= 0 && value <= 1_000_000_000 ? ok(value) : wrong(csvMessages.priceNumeric);
  },
  tva: yesNoCell(csvDefaults.tva),
  um: optionalTextCell(csvDefaults.um),
  ambalare: optionalTextCell(csvDefaults.ambalare),
  telefon: (text: string): CellOutcome<string> => {
    const value = text.replace(/\s+/g, '');
    if (value === '') return wrong(csvMessages.phoneRequired);
    return phonePattern.test(value) ? ok(value) : wrong(ruleMessages.phone);
  },
  oras: (text: string): CellOutcome<string> => {
    if (text.trim() === '') return ok(csvDefaults.oras);
    const city = findCity(text);
    return city ? ok(city) : wrong(ruleMessages.cityUnknown);
  },
  livrabil: yesNoCell(csvDefaults.livrabil),
  negociabil: yesNoCell(csvDefaults.negociabil),
  disponibil: yesNoCell(csvDefaults.disponibil),
  stoc: yesNoCell(csvDefaults.stoc),
} satisfies Record<CsvColumn, (text: string) => CellOutcome<unknown>>;

type CellValues = { [C in CsvColumn]: Extract<ReturnType<(typeof csvCellRules)[C]>, { ok: true }>['value'] };

export interface CsvProduct {
  name: string;
  description: string;
  price: number;
  vatIncluded: boolean;
  sellType: string;
  packageType: string;
  phone: string;
  city: string;
  deliverable: boolean;
  negotiable: boolean;
  enabled: boolean;
  inStock: boolean;
}

const toProduct = (cells: CellValues): CsvProduct => ({
  name: cells.nume,
  description: cells.descriere,
  price: cells.pret,
  vatIncluded: cells.tva,
  sellType: cells.um,
  packageType: cells.ambalare,
  phone: cells.telefon,
  city: cells.oras,
  deliverable: cells.livrabil,
  negotiable: cells.negociabil,
  enabled: cells.disponibil,
  inStock: cells.stoc,
});

export interface CsvCellIssue {
  column: CsvColumn;
  message: string;
}

/** Checks one row of cells (a missing column is an empty cell): its product, or its issues. */
export function checkCsvRow(
  cells: Readonly<Record<string, string | undefined>>,
): { product: CsvProduct; issues: [] } | { product: undefined; issues: CsvCellIssue[] } {
  const values: Partial<Record<CsvColumn, unknown>> = {};
  const issues: CsvCellIssue[] = [];
  for (const column of csvColumns) {
    const outcome = csvCellRules[column](cells[column] ?? '');
    if (outcome.ok) values[column] = outcome.value;
    else issues.push({ column, message: outcome.message });
  }
  return issues.length > 0 ? { product: undefined, issues } : { product: toProduct(values as CellValues), issues: [] };
}

/** The same rules as a zod schema, for code that validates with zod. */
export const csvRowSchema = z.record(z.string(), z.string()).transform((cells, context) => {
  const checked = checkCsvRow(cells);
  for (const issue of checked.issues) context.addIssue({ code: 'custom', path: [issue.column], message: issue.message });
  return checked.product as CsvProduct;
});

/** The CSV column each bulk-product field comes from, to put a server error back on its cell. */
export const csvColumnOfField: Record<keyof CsvProduct, CsvColumn> = {
  name: 'nume',
  description: 'descriere',
  price: 'pret',
  vatIncluded: 'tva',
  sellType: 'um',
  packageType: 'ambalare',
  phone: 'telefon',
  city: 'oras',
  deliverable: 'livrabil',
  negotiable: 'negociabil',
  enabled: 'disponibil',
  inStock: 'stoc',
};
