import { z } from 'zod';
import { findCity } from './cities';

/**
 * Every SPEC §5 rule, once, with its Romanian message. Forms, CSV rows and the server use
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
  resetLinkIncomplete: 'Token sau email lipsesc!',
} as const;

export const phonePattern = /^(\+4)?07\d{8}$/;
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

/** At least 8 characters with a letter, a digit and a special character (SPEC §5). */
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
    });

export const loginSchema = z.object({
  username: requiredText,
  password: z.string().min(1, ruleMessages.required),
});

export const registrationSchema = passwordPair({
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  sellerName: requiredText,
  sellerIdentifier: requiredText,
  description: z.string().trim().max(2000),
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
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  sellerName: requiredText,
  sellerIdentifier: requiredText,
  description: z.string().trim().max(2000),
  /** Empty means "keep the current password". */
  password: z.union([z.literal(''), passwordSchema]),
});

export const passwordChangeSchema = passwordPair({});

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

/** The CSV columns of a catalogue (SPEC §3), in their usual order. */
export const csvColumns = ['nume', 'descriere', 'pret', 'tva', 'um', 'ambalare', 'telefon', 'oras', 'livrabil', 'negociabil', 'disponibil', 'stoc'] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Values an empty optional cell takes (SPEC §9). */
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

/** An optional yes/no cell: da, nu, true or false in any case; empty takes the default. */
const yesNoCell = (fallback: boolean) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value === '' || value in yesNoValues, csvMessages.yesNo)
    .transform((value) => (value === '' ? fallback : (yesNoValues[value] as boolean)));

const optionalText = (fallback: string) => z.string().transform((value) => value.trim() || fallback);

/**
 * One CSV row, as cells of text, to the bulk call's product (SPEC §5, §9): the rules with their
 * messages, and the defaults for empty optional cells. Missing columns count as empty cells.
 */
export const csvRowSchema = z
  .object({
    nume: z.string().trim().min(1, csvMessages.nameRequired).max(100, csvMessages.nameTooLong),
    descriere: optionalText(csvDefaults.descriere),
    pret: z
      .string()
      .trim()
      .min(1, csvMessages.priceRequired)
      .transform(parsePrice)
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= 1_000_000_000, csvMessages.priceNumeric),
    tva: yesNoCell(csvDefaults.tva),
    um: optionalText(csvDefaults.um),
    ambalare: optionalText(csvDefaults.ambalare),
    telefon: z.string().trim().min(1, csvMessages.phoneRequired).pipe(phoneSchema),
    oras: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === '') return csvDefaults.oras;
        const city = findCity(value);
        if (!city) context.addIssue({ code: 'custom', message: ruleMessages.cityUnknown });
        return city ?? value;
      }),
    livrabil: yesNoCell(csvDefaults.livrabil),
    negociabil: yesNoCell(csvDefaults.negociabil),
    disponibil: yesNoCell(csvDefaults.disponibil),
    stoc: yesNoCell(csvDefaults.stoc),
  })
  .transform((row) => ({
    name: row.nume,
    description: row.descriere,
    price: row.pret,
    vatIncluded: row.tva,
    sellType: row.um,
    packageType: row.ambalare,
    phone: row.telefon,
    city: row.oras,
    deliverable: row.livrabil,
    negotiable: row.negociabil,
    enabled: row.disponibil,
    inStock: row.stoc,
  }));

export type CsvProduct = z.output<typeof csvRowSchema>;

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
