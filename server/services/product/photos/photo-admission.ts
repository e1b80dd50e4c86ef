import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../../http/problem';
import { clientOf } from '../../../security/client-address';
import { readAccessToken } from '../../../security/access-tokens';
import { accessCookieName } from '../../../security/session-guard';
import type { LinePlace } from '../../../security/bounded-line';
import { photoLine } from './photo-turns';

/** Uploads a seller may send a minute, whatever becomes of them (issue #47): 8 photos for each of several products, and no flood. */
export const photoUploadsPerMinute = 30;

/** Whom an upload counts against: the seller its access token names, or, without one, its client address. */
async function uploaderOf(request: FastifyRequest): Promise<string> {
  const token = request.cookies[accessCookieName(request.server.config)];
  const claims = token ? await readAccessToken(token, request.server.config.jwtSecret) : undefined;
  return claims ? `seller:${claims.uuid}` : `client:${clientOf(request)}`;
}

/**
 * The route options that bound photo uploads before their bytes are read (issue #47): a rate per
 * seller, and a place in this process's line of photos, given up when the answer has gone (or
 * the client went away), whatever it was.
 */
export function photoAdmission(line = photoLine()) {
  const places = new WeakMap<FastifyRequest, LinePlace>();
  const leave = async (request: FastifyRequest) => places.get(request)?.leave();
  return {
    config: { rateLimit: { max: photoUploadsPerMinute, timeWindow: 60_000, keyGenerator: uploaderOf } },
    onRequest: async (request: FastifyRequest) => {
      places.set(request, line.admit());
    },
    onResponse: leave,
    onRequestAbort: leave,
    /** The place this request took, for its handler. */
    placeOf(request: FastifyRequest): LinePlace {
      const place = places.get(request);
      if (!place) throw new HttpProblem(500, 'INTERNAL_ERROR');
      return place;
    },
  };
}
