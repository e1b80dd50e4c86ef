import { z } from 'zod';
import { requiredText } from './field-rules';
import { parseRomanianNumber } from './romanian-number';

/** The forms of order lists and inquiries (issue #50): the server's limits, said in Romanian before anything is sent. */

export const orderListSchema = z.object({
  name: requiredText.pipe(z.string().max(60, 'Numele listei are cel mult 60 de caractere.')),
});

/** A quantity as typed ("2,5" or "2.5"): more than 0, at most 100.000, three decimals at most. */
const quantitySchema = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' ? value : parseRomanianNumber(value)))
  .pipe(
    z
      .number('Scrie cantitatea ca număr, de exemplu 2 sau 2,5.')
      .refine(Number.isFinite, 'Scrie cantitatea ca număr, de exemplu 2 sau 2,5.')
      .refine((value) => value > 0, 'Cantitatea trebuie să fie mai mare decât 0.')
      .refine((value) => value <= 100_000, 'Cantitatea poate fi cel mult 100.000.')
      .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'Cantitatea are cel mult trei zecimale.'),
  );

export const orderLineSchema = z.object({
  quantity: quantitySchema,
  note: z.string().trim().max(500, 'Nota are cel mult 500 de caractere.'),
});

export const inquiryAnswerSchema = z.object({
  status: z.enum(['CONFIRMED', 'REFUSED'], 'Alege dacă confirmi sau refuzi cererea.'),
  answer: z.string().trim().max(1000, 'Mesajul are cel mult 1.000 de caractere.'),
});

/** An owner's invitation to the company (issue #50): an address and what they will be. */
export const invitationSchema = z.object({
  email: z.string().trim().pipe(z.email('Adresa de e-mail nu este validă.')),
  membership: z.enum(['OWNER', 'MEMBER'], 'Alege rolul în companie.'),
});

/** A location a buyer's company adds: a name, a city of the list, an address. */
export const locationSchema = z.object({
  name: requiredText.pipe(z.string().max(100, 'Numele are cel mult 100 de caractere.')),
  city: requiredText,
  address: requiredText.pipe(z.string().max(200, 'Adresa are cel mult 200 de caractere.')),
});
