import { z } from 'zod';
import { emailSchema } from './field-rules';

/** How often a saved search's digest goes out (the API's `DigestFrequency`), as the form offers it. */
export const digestFrequencies = { DAILY: 'Zilnic, la 7 dimineața', WEEKLY: 'Săptămânal, lunea la 7 dimineața' } as const;
type DigestFrequencyChoice = keyof typeof digestFrequencies;

const searchName = z.string().trim().min(1, 'Dă un nume căutării.').max(80, 'Numele are cel mult 80 de caractere.');
const frequency = z.enum(Object.keys(digestFrequencies) as [DigestFrequencyChoice, ...DigestFrequencyChoice[]], 'Alege cât de des să-ți scriem.');

/** "Salvează căutarea" for a signed-in buyer or seller (issue #52): a name and how often; their account's address is used. */
export const savedSearchSchema = z.object({ name: searchName, frequency, email: z.string() });

/** "Salvează căutarea" for a visitor: also the address the digests go to, which confirms first. */
export const visitorSavedSearchSchema = z.object({ name: searchName, frequency, email: emailSchema });
