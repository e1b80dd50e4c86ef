import { z } from 'zod';
import { emailSchema, requiredText } from './field-rules';
import { anonymousReasons, reportReasons, type ReportReason } from './moderation-texts';
import { ruleMessages } from './rule-messages';

/** The longest explanation, facts or reply (the API's `ModerationText`). */
const longestText = 2000;

/** An explanation, the facts of a decision, a complaint or its answer: said in at least ten characters. */
const moderationText = (tooShort: string) => z.string().trim().min(10, tooShort).max(longestText, `Textul are cel mult ${longestText} de caractere.`);

const reasons = Object.keys(reportReasons) as [ReportReason, ...ReportReason[]];

interface ReportContact {
  reason: string;
  name: string;
  email: string;
}

/** Whether the reason lets the sender stay anonymous, so the name and e-mail may be left out. */
const namesSender = (value: ReportContact): boolean => anonymousReasons.includes(value.reason as ReportReason);

/** The contact's rules run once the contact fields hold text, whatever the other fields hold. */
const filledIn = (payload: { value: unknown }): boolean => {
  const value = payload.value as Partial<ReportContact> | undefined;
  return typeof value?.name === 'string' && typeof value.email === 'string';
};

/**
 * The report form (issue #51, DSA Art. 16): a reason, an explanation, the good-faith statement,
 * and a name and e-mail unless the reason lets the sender stay anonymous.
 */
export const reportSchema = z
  .object({
    reason: z.enum(reasons, 'Alegeți motivul raportării.'),
    explanation: moderationText('Explicați în cel puțin 10 caractere ce este în neregulă.'),
    name: z.string().trim().max(100, 'Numele are cel mult 100 de caractere.'),
    email: z.string().trim(),
    goodFaith: z.literal(true, 'Confirmați că raportarea este corectă și făcută cu bună-credință.'),
  })
  // Said even while other fields still break their rules (the sender sees every problem at once).
  .refine((value) => namesSender(value) || value.name !== '', { path: ['name'], message: ruleMessages.required, when: filledIn })
  .refine((value) => namesSender(value) || value.email !== '', { path: ['email'], message: ruleMessages.required, when: filledIn })
  .refine((value) => value.email === '' || emailSchema.safeParse(value.email).success, { path: ['email'], message: ruleMessages.email, when: filledIn });

/** An administrator's decision on a product's reports: the action, its ground, and the facts. */
export const decisionSchema = z.object({
  action: z.enum(['DISMISS', 'HIDE_LISTING', 'SUSPEND_SELLER'], 'Alegeți decizia.'),
  groundDetail: requiredText.pipe(z.string().min(3, 'Numiți temeiul în cel puțin 3 caractere.').max(500, 'Temeiul are cel mult 500 de caractere.')),
  ground: z.enum(['LAW', 'TERMS', 'NONE']),
  facts: moderationText('Descrieți faptele în cel puțin 10 caractere.'),
});

/** A seller's complaint against a decision. */
export const complaintSchema = z.object({ text: moderationText('Explicați în cel puțin 10 caractere de ce contestați decizia.') });

/** Another administrator's answer to a complaint. */
export const complaintDecisionSchema = z.object({
  outcome: z.enum(['UPHELD', 'REVERSED'], 'Alegeți: menținere sau anulare.'),
  reply: moderationText('Motivați în cel puțin 10 caractere.'),
});
