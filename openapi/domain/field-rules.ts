import { z } from 'zod';
import { findCity } from './cities';
import { phonePattern } from './patterns';
import { ruleMessages } from './rule-messages';

// No code generated at run time: the product's Content-Security-Policy has no 'unsafe-eval',
// and zod's probe for it would be reported as a violation on every form.
z.config({ jitless: true });

/**
 * The rules single fields follow (docs/product.md §5), each once with its message
 * (rule-messages.ts). Forms, CSV rows and the server all use them, so a rule cannot differ
 * between the screen and the API; account-rules.ts, product-rules.ts and csv-rules.ts build
 * their forms from them.
 */
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
