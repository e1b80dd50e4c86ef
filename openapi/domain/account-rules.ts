import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, requiredText, usernameSchema } from './field-rules';
import { companyCodeProblem } from './company-code';
import { ruleMessages } from './rule-messages';

/** The account forms: login, registration, profile, an administrator's edit, passwords and contact (docs/product.md §5). */

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

/** Six digits from an authenticator app (decision 023); spaces typed between them are forgiven. */
export const authenticatorCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Introdu cele 6 cifre afișate de aplicație.'));

/** A recovery code such as `k7f2-xq4m-m3pd`: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{12}$/, 'Un cod de recuperare are 12 litere și cifre, de forma abcd-efgh-ijkm.'));

/** The name a passkey is known by on the security screen (decision 024). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Dă cheii un nume, ca s-o recunoști mai târziu (de exemplu „Telefonul meu”).')
  .max(60, 'Numele are cel mult 60 de caractere.');

/** A fiscal code (CUI) with its check digit right, with or without RO (issue #49); empty says only that it is required. */
const companyCodeSchema = requiredText.superRefine((value, context) => {
  const message = value === '' ? undefined : companyCodeProblem(value);
  if (message) context.addIssue({ code: 'custom', message });
});

/** Who a seller is: what registration asks for and what an administrator may edit. */
const accountFields = {
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  sellerName: requiredText,
  sellerIdentifier: companyCodeSchema,
  description: z.string().trim().max(2000),
};

/**
 * A buyer's registration (issue #50): the account, the company (its CUI checked as a seller's)
 * and its first location; more locations are added on the company's page.
 */
export const buyerRegistrationSchema = passwordPair({
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  companyName: requiredText.pipe(z.string().max(100, 'Numele are cel mult 100 de caractere.')),
  companyIdentifier: companyCodeSchema,
  locationName: requiredText.pipe(z.string().max(100, 'Numele are cel mult 100 de caractere.')),
  locationCity: requiredText,
  locationAddress: requiredText.pipe(z.string().max(200, 'Adresa are cel mult 200 de caractere.')),
  acceptTerms: z.literal(true, ruleMessages.terms),
});

/** Joining a buyer's company from an invitation: the link gives the address and the company. */
export const joinCompanySchema = passwordPair({
  username: usernameSchema,
  phone: phoneSchema,
  firstName: requiredText,
  lastName: requiredText,
  acceptTerms: z.literal(true, ruleMessages.terms),
});

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

/**
 * An administrator's edit: an account registered before the fiscal code was checked keeps its
 * code through an edit of other fields; the server refuses a changed code that is not one (issue #49).
 */
export const adminUserEditSchema = z.object({
  ...accountFields,
  sellerIdentifier: requiredText,
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
