import type { Selectable } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { complaintMonths, decisionReference } from '../../../openapi/domain/moderation-texts';
import type { ModerationComplaintsTable, ModerationDecisionsTable } from '../../db/schema';
import type { DecisionFacts } from '../../mail/moderation-messages';

type Schemas = components['schemas'];
export type DecisionRow = Selectable<ModerationDecisionsTable>;
export type ComplaintRow = Selectable<ModerationComplaintsTable>;

/** A time as the API writes it, from a row's Date or, through `to_jsonb`, its text. */
export const iso = (at: Date | string): string => new Date(at).toISOString();

export const toComplaint = (row: ComplaintRow): Schemas['ModerationComplaint'] => ({
  uuid: row.uuid,
  decisionUuid: row.decision_uuid,
  text: row.text,
  createdAt: iso(row.created_at),
  ...(row.outcome ? { outcome: row.outcome } : {}),
  ...(row.reply ? { reply: row.reply } : {}),
  ...(row.decided_at ? { decidedAt: iso(row.decided_at) } : {}),
});

/** Whether the seller may still contest a decision: it restricted something, stands, has no complaint, and is under six months old (DSA Art. 20(1)). */
export function isContestable(decision: DecisionRow, complaint: ComplaintRow | undefined, now = new Date()): boolean {
  const limit = new Date(decision.decided_at);
  limit.setMonth(limit.getMonth() + complaintMonths);
  return decision.action !== 'DISMISS' && !decision.reversed_at && !complaint && now < limit;
}

/** A decision with its statement of reasons, as the API shows it. */
export const toDecision = (row: DecisionRow, reports: number, complaint?: ComplaintRow): Schemas['ModerationDecision'] => ({
  uuid: row.uuid,
  reference: decisionReference(Number(row.number)),
  productUuid: row.product_uuid,
  productName: row.product_name,
  action: row.action,
  ground: row.ground,
  groundDetail: row.ground_detail,
  facts: row.facts,
  automated: row.automated,
  reports,
  decidedAt: iso(row.decided_at),
  ...(row.reversed_at ? { reversedAt: iso(row.reversed_at) } : {}),
  contestable: isContestable(row, complaint),
  ...(complaint ? { complaint: toComplaint(complaint) } : {}),
});

/** A decision as its mails tell it. */
export const decisionFacts = (row: DecisionRow): DecisionFacts => ({
  number: Number(row.number),
  productName: row.product_name,
  action: row.action,
  ground: row.ground,
  groundDetail: row.ground_detail,
  facts: row.facts,
  automated: row.automated,
});
