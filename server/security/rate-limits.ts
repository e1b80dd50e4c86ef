import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/problem';
import { clientOf } from './client-address';

/** Per-address limits (an IPv6 address counted by its /64, `client-address.ts`) on the calls that attract abuse: logins, sign-ups, reset mails, contact. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientOf,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(429, 'TOO_MANY_REQUESTS', { params: { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}

/** Route config for a limit of `max` calls per IP per minute. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
