import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/auth';
import { decisionReference, reportReference } from '../../../openapi/domain/moderation-texts';
import type { DatabaseSchema } from '../../db/schema';
import { iso } from './decision-view';

type Db = Kysely<DatabaseSchema>;
type AccountData = components['schemas']['AccountData'];

/**
 * What moderation holds about an account, for its owner's download (issue #51, GDPR Art. 15):
 * the reports it sent, or that were sent from its address, and the decisions about its listings
 * or itself, each with its complaint.
 */
export async function moderationDataOf(db: Db, user: { uuid: string; email: string }): Promise<Pick<AccountData, 'reports' | 'moderationDecisions'>> {
  const reports = await db
    .selectFrom('content_reports as r')
    .leftJoin('moderation_decisions as d', 'd.uuid', 'r.decision_uuid')
    .select(['r.number', 'r.product_name', 'r.reason', 'r.explanation', 'r.address', 'r.created_at', 'd.number as decision_number'])
    .where((eb) => eb.or([eb('r.reporter_uuid', '=', user.uuid), eb(sql<string>`lower(r.reporter_email)`, '=', user.email.toLowerCase())]))
    .orderBy('r.number', 'desc')
    .execute();
  const decisions = await db
    .selectFrom('moderation_decisions as d')
    .leftJoin('moderation_complaints as c', 'c.decision_uuid', 'd.uuid')
    .select(['d.number', 'd.product_name', 'd.action', 'd.ground', 'd.ground_detail', 'd.facts', 'd.decided_at', 'd.reversed_at'])
    .select(['c.text', 'c.created_at as complained_at', 'c.outcome', 'c.reply'])
    .where('d.seller_uuid', '=', user.uuid)
    .orderBy('d.number', 'desc')
    .execute();
  return {
    reports: reports.map((row) => ({
      reference: reportReference(Number(row.number)),
      productName: row.product_name,
      reason: row.reason,
      explanation: row.explanation,
      address: row.address,
      sentAt: iso(row.created_at),
      decision: row.decision_number === null ? null : decisionReference(Number(row.decision_number)),
    })),
    moderationDecisions: decisions.map((row) => ({
      reference: decisionReference(Number(row.number)),
      productName: row.product_name,
      action: row.action,
      ground: row.ground,
      groundDetail: row.ground_detail,
      facts: row.facts,
      decidedAt: iso(row.decided_at),
      reversedAt: row.reversed_at ? iso(row.reversed_at) : null,
      complaint:
        row.text === null || row.complained_at === null
          ? null
          : { text: row.text, sentAt: iso(row.complained_at), outcome: row.outcome ?? null, reply: row.reply ?? null },
    })),
  };
}
