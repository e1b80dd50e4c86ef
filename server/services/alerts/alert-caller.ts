import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http/problem';
import { requireCaller, type Caller } from '../../security/session-guard';

/** Whose saved searches and watches these are: a buyer's or a seller's; an administrator keeps none (issue #52). */
export const keepsAlerts = (caller: Caller): boolean => caller.role === 'BUYER_HORECA' || caller.role === 'SELLER_HORECA';

/** The signed-in buyer or seller; anyone else is refused. */
export async function requireAlertUser(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!keepsAlerts(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  return caller;
}
