import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a cookie: 256 bits, URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked table reveals no usable token. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
