import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { components, operations } from '../../../openapi/generated/product';
import { reportReasons, reportReference } from '../../../openapi/domain/moderation-texts';
import { reportSchema } from '../../../openapi/domain/moderation-rules';
import type { FieldError } from '../../../openapi/clients/problem';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import { reportReceiptMail } from '../../mail/moderation-messages';
import { requireCaptcha } from '../../security/captcha';
import { clientOf } from '../../security/client-address';
import { callerIfAny, type Caller } from '../../security/session-guard';
import type { RequestOf } from '../handlers';
import { logStep, visitorActor } from './moderation-log';
import type { ModerationDeps } from './moderation-deps';
import { iso } from './decision-view';

/**
 * Who sent a report, to refuse a second one within a day: their account, else their e-mail,
 * else a keyed fingerprint of their address (never the address itself), which nobody without
 * the server's secret can turn back into it.
 */
function senderKeyOf(request: FastifyRequest, caller: Caller | undefined, email: string | undefined): string {
  if (caller) return `user:${caller.uuid}`;
  if (email) return `email:${email}`;
  return `address:${createHmac('sha256', request.server.config.jwtSecret).update(clientOf(request)).digest('base64url')}`;
}

/**
 * The report form's own rules (`openapi/domain/moderation-rules.ts`), beyond the OpenAPI schema:
 * trimmed lengths, and a name and e-mail unless the reason lets the sender stay anonymous
 * (DSA Art. 16(2)(c)). Answers the explanation, name and e-mail as they are kept.
 */
function checkedReport(body: components['schemas']['ReportInput']): { explanation: string; name: string | undefined; email: string | undefined } {
  const parsed = reportSchema.safeParse({ ...body, name: body.name ?? '', email: body.email ?? '' });
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), rule: 'format', message: issue.message }));
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors });
  }
  const { explanation, name, email } = parsed.data;
  return { explanation, name: name || undefined, email: email.toLowerCase() || undefined };
}

/**
 * A report of a product (issue #51, DSA Art. 16): checked by the captcha and the per-address
 * limit, refused for a product that does not show and for a second one by the same sender within
 * a day, stored with its step in the log and its receipt owed in one transaction.
 */
export async function reportProduct(request: RequestOf<operations, 'reportProduct'>, deps: ModerationDeps): Promise<components['schemas']['ReportReceipt']> {
  const body = request.body;
  await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken, request.ip);
  const { explanation, name, email } = checkedReport(body);
  const caller = await callerIfAny(request);
  const senderKey = senderKeyOf(request, caller, email);
  const { uuid } = request.params;
  const receipt = await deps.db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products as p')
      .innerJoin('users as u', 'u.uuid', 'p.owner_uuid')
      .select(['p.uuid', 'p.name', 'p.owner_uuid'])
      .where('p.uuid', '=', uuid)
      .where('p.is_enabled', '=', true)
      .where('u.lists_products', '=', true)
      .executeTakeFirst();
    if (!product) throw new HttpProblem(404, 'PRODUCT_NOT_FOUND');
    // Two reports by one sender at once are one: the second waits for the first, then finds it.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${uuid}|${senderKey}`}))`.execute(trx);
    const earlier = await trx
      .selectFrom('content_reports')
      .select('uuid')
      .where('product_uuid', '=', uuid)
      .where('sender_key', '=', senderKey)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirst();
    if (earlier) throw new HttpProblem(409, 'REPORT_ALREADY_SENT');
    const report = await trx
      .insertInto('content_reports')
      .values({
        product_uuid: uuid,
        product_name: product.name,
        seller_uuid: product.owner_uuid,
        reason: body.reason,
        explanation,
        address: body.address,
        reporter_name: name ?? null,
        reporter_email: email ?? null,
        reporter_uuid: caller?.uuid ?? null,
        sender_key: senderKey,
      })
      .returning(['uuid', 'number', 'created_at'])
      .executeTakeFirstOrThrow();
    const number = Number(report.number);
    await logStep(trx, {
      actor_uuid: caller?.uuid ?? null,
      actor: caller?.username ?? visitorActor,
      step: 'REPORTED',
      product_uuid: uuid,
      product_name: product.name,
      subject_uuid: report.uuid,
      reason: `${reportReference(number)}, ${reportReasons[body.reason]}: ${explanation}`,
    });
    if (email) await oweMail(trx, [reportReceiptMail(email, deps.site, { number, productName: product.name, reason: body.reason, address: body.address })]);
    return { reference: reportReference(number), productName: product.name, createdAt: iso(report.created_at) };
  });
  deps.sendOwedMail();
  return receipt;
}
