import { sql } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { decisionReference, moderationActions, moderationGrounds } from '../../../openapi/domain/moderation-texts';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import { reportDecidedMail, statementOfReasonsMail } from '../../mail/moderation-messages';
import { requireAdmin } from '../../security/session-guard';
import type { RequestOf } from '../handlers';
import { decisionFacts, toDecision } from './decision-view';
import type { ModerationDeps } from './moderation-deps';
import { logStep } from './moderation-log';
import { applyRestriction } from './restrictions';

type Schemas = components['schemas'];

/** A restriction names the law or the terms; a dismissal names neither. */
function refuseMismatchedGround({ action, ground }: Schemas['DecisionInput']): void {
  const restricts = action !== 'DISMISS';
  if (restricts === (ground !== 'NONE')) return;
  const message = restricts
    ? 'Alegeți temeiul restrângerii: legea sau termenii site-ului.'
    : 'O respingere nu restrânge nimic, deci nu are temei de restrângere.';
  throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'ground', rule: 'format', message }] });
}

/**
 * Decides a product's open reports up to `upTo` (issue #51, DSA Art. 17): one transaction takes
 * the product's lock, finds the reports still open, applies the restriction, records the decision
 * and its step in the log, and owes the seller's statement of reasons and each sender's answer.
 * A second administrator deciding at the same time finds no open report: REPORTS_ALREADY_DECIDED.
 */
export async function decideReports(request: RequestOf<operations, 'decideReports'>, deps: ModerationDeps): Promise<Schemas['ModerationDecision']> {
  const caller = await requireAdmin(request);
  const body = request.body;
  refuseMismatchedGround(body);
  const product = request.params.uuid;
  const { decision, reports, afterCommit } = await deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`moderation|${product}`}))`.execute(trx);
    const open = await trx
      .selectFrom('content_reports')
      .select(['uuid', 'number', 'reporter_email', 'seller_uuid', 'product_name'])
      .where('product_uuid', '=', product)
      .where('decision_uuid', 'is', null)
      .where('number', '<=', body.upTo)
      .orderBy('number', 'desc')
      .forUpdate()
      .execute();
    const newest = open[0];
    if (!newest) throw new HttpProblem(409, 'REPORTS_ALREADY_DECIDED');
    const { wasEnabled, afterCommit } = await applyRestriction(trx, deps.changes, body.action, { product, seller: newest.seller_uuid });
    const decision = await trx
      .insertInto('moderation_decisions')
      .values({
        product_uuid: product,
        product_name: newest.product_name,
        seller_uuid: newest.seller_uuid,
        action: body.action,
        ground: body.ground,
        ground_detail: body.groundDetail.trim(),
        facts: body.facts.trim(),
        was_enabled: wasEnabled,
        decided_by: caller.uuid,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('content_reports')
      .set({ decision_uuid: decision.uuid })
      .where(
        'uuid',
        'in',
        open.map((report) => report.uuid),
      )
      .execute();
    await logStep(trx, {
      actor_uuid: caller.uuid,
      actor: caller.username,
      step: 'DECIDED',
      product_uuid: product,
      product_name: decision.product_name,
      subject_uuid: decision.uuid,
      reason: `${decisionReference(Number(decision.number))}, ${moderationActions[decision.action]} (${open.length} rapoarte). ${moderationGrounds[decision.ground]}: ${decision.ground_detail}. ${decision.facts}`,
    });
    const facts = decisionFacts(decision);
    const seller =
      decision.action !== 'DISMISS' && decision.seller_uuid
        ? await trx.selectFrom('users').select('email').where('uuid', '=', decision.seller_uuid).executeTakeFirst()
        : undefined;
    await oweMail(trx, [
      ...(seller ? [statementOfReasonsMail(seller.email, deps.site, facts)] : []),
      ...open.flatMap((report) =>
        report.reporter_email ? [reportDecidedMail(report.reporter_email, deps.site, { number: Number(report.number) }, facts)] : [],
      ),
    ]);
    return { decision, reports: open.length, afterCommit };
  });
  await afterCommit(deps.db);
  deps.sendOwedMail();
  return toDecision(decision, reports);
}
