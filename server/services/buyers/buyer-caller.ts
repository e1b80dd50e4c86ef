import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, Membership } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { requireRole, type Caller } from '../../security/session-guard';

/** A signed-in buyer and the company they act for (issue #50). */
export interface BuyerCaller {
  caller: Caller;
  company: string;
  membership: Membership;
}

/**
 * The caller, who must be a buyer (403 otherwise, an administrator included: a company's lists
 * are its own), with their company. A buyer's data is always reached through this company, so
 * another company's list or inquiry is simply not found.
 */
export async function requireBuyer(request: FastifyRequest, db: Kysely<DatabaseSchema>): Promise<BuyerCaller> {
  const caller = await requireRole(request, 'BUYER_HORECA');
  const member = await db.selectFrom('buyer_members').select(['company_uuid', 'membership']).where('user_uuid', '=', caller.uuid).executeTakeFirst();
  if (!member) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return { caller, company: member.company_uuid, membership: member.membership };
}

/** A buyer who owns their company: only they change its locations and members. */
export async function requireBuyerOwner(request: FastifyRequest, db: Kysely<DatabaseSchema>): Promise<BuyerCaller> {
  const buyer = await requireBuyer(request, db);
  if (buyer.membership !== 'OWNER') throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED', { detail: 'Doar un proprietar al companiei poate face asta.' });
  return buyer;
}
