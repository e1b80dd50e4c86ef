import { jwtVerify, SignJWT } from 'jose';
import type { RoleName } from '../db/schema';

export const accessTokenSeconds = 15 * 60;

export interface AccessClaims {
  uuid: string;
  username: string;
  role: RoleName;
}

const issuer = 'catalog-horeca-auth';
const audience = 'catalog-horeca';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: AccessClaims, secret: string, now = new Date()): Promise<string> {
  return new SignJWT({ username: claims.username, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.uuid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + accessTokenSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired access token, or undefined. */
export async function readAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer, audience, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return undefined;
    if (payload.role !== 'ADMIN_HORECA' && payload.role !== 'SELLER_HORECA') return undefined;
    return { uuid: payload.sub, username: payload.username, role: payload.role };
  } catch {
    return undefined;
  }
}
