import { sql, type Kysely, type Transaction } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { decisionReference } from '../../../openapi/domain/moderation-texts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import { complaintDecidedForReporterMail, complaintDecidedMail, decisionContestedMail } from '../../mail/moderation-messages';
import { requireAdmin, requireSellerOrAdmin } from '../../security/session-guard';
import type { RequestOf } from '../handlers';
import { decisionFacts, isContestable, toComplaint, toDecision, type ComplaintRow, type DecisionRow } from './decision-view';
import type { ModerationDeps } from './moderation-deps';
import { logStep } from './moderation-log';
import { liftRestriction, nothingToTell } from './restrictions';

type Db = Kysely<DatabaseSchema>;
type Schemas = components['schemas'];

/** How many reports each decision decided. */
async function reportCounts(db: Db, decisions: readonly string[]): Promise<Map<string, number>> {
  if (decisions.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_reports')
    .select((eb) => ['decision_uuid', eb.fn.countAll<number>().as('count')])
    .where('decision_uuid', 'in', [...decisions])
    .groupBy('decision_uuid')
    .execute();
  return new Map(rows.map((row) => [row.decision_uuid as string, Number(row.count)]));
}

async function complaintsOf(db: Db, decisions: readonly string[]): Promise<Map<string, ComplaintRow>> {
  if (decisions.length === 0) return new Map();
  const rows = await db
    .selectFrom('moderation_complaints')
    .selectAll()
    .where('decision_uuid', 'in', [...decisions])
    .execute();
  return new Map(rows.map((row) => [row.decision_uuid, row]));
}

/** The decisions about the caller's listings and account, newest first, each with its complaint. */
export async function listMyDecisions(request: RequestOf<operations, 'listMyDecisions'>, db: Db): Promise<Schemas['ModerationDecisions']> {
  const caller = await requireSellerOrAdmin(request);
  const rows = await db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('seller_uuid', '=', caller.uuid)
    .orderBy('decided_at', 'desc')
    .limit(200)
    .execute();
  const uuids = rows.map((row) => row.uuid);
  const [counts, complaints] = await Promise.all([reportCounts(db, uuids), complaintsOf(db, uuids)]);
  return { decisions: rows.map((row) => toDecision(row, counts.get(row.uuid) ?? 0, complaints.get(row.uuid))) };
}

/** The senders of a decision's reports who gave an e-mail, with their reports' numbers. */
const reportersOf = (trx: Transaction<DatabaseSchema>, decision: string) =>
  trx
    .selectFrom('content_reports')
    .select(['number', 'reporter_email'])
    .where('decision_uuid', '=', decision)
    .where('reporter_email', 'is not', null)
    .execute();

/** A seller contests a decision about them (DSA Art. 20), once, while it may be contested; its senders hear of it. */
export async function contestDecision(request: RequestOf<operations, 'contestDecision'>, deps: ModerationDeps): Promise<Schemas['ModerationComplaint']> {
  const caller = await requireSellerOrAdmin(request);
  const complaint = await deps.db.transaction().execute(async (trx) => {
    const decision = await trx.selectFrom('moderation_decisions').selectAll().where('uuid', '=', request.params.uuid).forUpdate().executeTakeFirst();
    if (!decision) throw new HttpProblem(404, 'DECISION_NOT_FOUND');
    if (decision.seller_uuid !== caller.uuid) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
    const earlier = await trx.selectFrom('moderation_complaints').selectAll().where('decision_uuid', '=', decision.uuid).executeTakeFirst();
    if (earlier) throw new HttpProblem(409, 'COMPLAINT_ALREADY_SENT');
    if (!isContestable(decision, undefined)) throw new HttpProblem(409, 'DECISION_NOT_CONTESTABLE');
    const complaint = await trx
      .insertInto('moderation_complaints')
      .values({ decision_uuid: decision.uuid, text: request.body.text.trim() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logStep(trx, {
      actor_uuid: caller.uuid,
      actor: caller.username,
      step: 'COMPLAINED',
      product_uuid: decision.product_uuid,
      product_name: decision.product_name,
      subject_uuid: complaint.uuid,
      reason: `Contestă ${decisionReference(Number(decision.number))}: ${complaint.text}`,
    });
    const reporters = await reportersOf(trx, decision.uuid);
    await oweMail(
      trx,
      reporters.map((report) =>
        decisionContestedMail(
          report.reporter_email as string,
          deps.site,
          { number: Number(report.number) },
          { number: Number(decision.number), productName: decision.product_name },
        ),
      ),
    );
    return toComplaint(complaint);
  });
  deps.sendOwedMail();
  return complaint;
}

/** The complaints waiting, oldest first, each with its decision and whether this administrator may decide it. */
export async function listOpenComplaints(request: RequestOf<operations, 'listOpenComplaints'>, db: Db): Promise<Schemas['OpenComplaints']> {
  const caller = await requireAdmin(request);
  const rows = await db
    .selectFrom('moderation_complaints as c')
    .innerJoin('moderation_decisions as d', 'd.uuid', 'c.decision_uuid')
    .leftJoin('users as u', 'u.uuid', 'd.seller_uuid')
    .selectAll('c')
    .select(['u.seller_name'])
    .select(sql<DecisionRow>`to_jsonb(d)`.as('decision'))
    .where('c.outcome', 'is', null)
    .orderBy('c.created_at')
    .limit(100)
    .execute();
  const counts = await reportCounts(
    db,
    rows.map((row) => row.decision_uuid),
  );
  return {
    complaints: rows.map(({ seller_name, decision, ...complaint }) => ({
      complaint: toComplaint(complaint),
      decision: toDecision(decision, counts.get(decision.uuid) ?? 0, complaint),
      sellerName: seller_name ?? '',
      mayDecide: decision.decided_by !== caller.uuid,
    })),
  };
}

/**
 * Another administrator than the decision's decides a complaint: upheld, the decision stands;
 * reversed, its restriction is lifted through the catalogue's feed. The seller and the senders
 * hear the result; a second administrator deciding at the same time finds it decided.
 */
export async function decideComplaint(request: RequestOf<operations, 'decideComplaint'>, deps: ModerationDeps): Promise<Schemas['ModerationComplaint']> {
  const caller = await requireAdmin(request);
  const { outcome } = request.body;
  const reply = request.body.reply.trim();
  const { complaint, afterCommit } = await deps.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('moderation_complaints').selectAll().where('uuid', '=', request.params.uuid).forUpdate().executeTakeFirst();
    if (!found) throw new HttpProblem(404, 'COMPLAINT_NOT_FOUND');
    if (found.outcome) throw new HttpProblem(409, 'COMPLAINT_ALREADY_DECIDED');
    const decision = await trx.selectFrom('moderation_decisions').selectAll().where('uuid', '=', found.decision_uuid).forUpdate().executeTakeFirstOrThrow();
    if (decision.decided_by === caller.uuid) throw new HttpProblem(403, 'COMPLAINT_NEEDS_ANOTHER_ADMINISTRATOR');
    const complaint = await trx
      .updateTable('moderation_complaints')
      .set({ outcome, reply, decided_by: caller.uuid, decided_at: new Date() })
      .where('uuid', '=', found.uuid)
      .returningAll()
      .executeTakeFirstOrThrow();
    const afterCommit = outcome === 'REVERSED' ? await liftRestriction(trx, deps.changes, decision) : nothingToTell;
    if (outcome === 'REVERSED') await trx.updateTable('moderation_decisions').set({ reversed_at: new Date() }).where('uuid', '=', decision.uuid).execute();
    await logStep(trx, {
      actor_uuid: caller.uuid,
      actor: caller.username,
      step: 'COMPLAINT_DECIDED',
      product_uuid: decision.product_uuid,
      product_name: decision.product_name,
      subject_uuid: complaint.uuid,
      reason: `${outcome === 'REVERSED' ? 'Anulează' : 'Menține'} ${decisionReference(Number(decision.number))}: ${reply}`,
    });
    const seller = decision.seller_uuid ? await trx.selectFrom('users').select('email').where('uuid', '=', decision.seller_uuid).executeTakeFirst() : undefined;
    const facts = decisionFacts(decision);
    const reporters = await reportersOf(trx, decision.uuid);
    await oweMail(trx, [
      ...(seller ? [complaintDecidedMail(seller.email, deps.site, facts, { outcome, reply })] : []),
      ...reporters.map((report) =>
        complaintDecidedForReporterMail(report.reporter_email as string, deps.site, { number: Number(report.number) }, facts, { outcome, reply }),
      ),
    ]);
    return { complaint, afterCommit };
  });
  await afterCommit(deps.db);
  deps.sendOwedMail();
  return toComplaint(complaint);
}
