import { z } from 'zod';
import { findCity } from './cities';
import { phonePattern } from './patterns';

// No code generated at run time: the product's Content-Security-Policy has no 'unsafe-eval',
// and zod's probe for it would be reported as a violation on every form.
z.config({ jitless: true });

/**
 * The rules single fields follow (docs/product.md §5), each once with its Romanian message.
 * Forms, CSV rows and the server all use them, so a rule cannot differ between the screen and
 * the API; account-rules.ts, product-rules.ts and csv-rules.ts build their forms from them.
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
  weakPassword: 'Parola se ghicește prea ușor. Alege alta.',
  currentPassword: 'Parola actuală nu este corectă.',
  samePassword: 'Parola nouă trebuie să fie diferită de cea actuală.',
  resetLinkIncomplete: 'Token sau email lipsesc!',
} as const;

const passwordClasses = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/];

export const requiredText = z.string().trim().min(1, ruleMessages.required);

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
