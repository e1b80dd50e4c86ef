import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a small secret (an authenticator's TOTP key) for storage with AES-256-GCM, under a key
 * derived from the server's factor key by HKDF (decision 023). A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the user's uuid is bound in as associated data, so
 * a sealed secret copied onto another account does not open.
 */
const version = 'v1';

const keyOf = (factorKey: string): Buffer => Buffer.from(hkdfSync('sha256', factorKey, 'catalog-horeca', 'authenticator-secrets', 32));

export function seal(factorKey: string, owner: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(factorKey), iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret, or an error when the value was not sealed for this owner under this key. */
export function open(factorKey: string, owner: string, sealed: string): string {
  const [tag, iv, auth, body] = sealed.split('.');
  if (tag !== version || !iv || !auth || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(factorKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(auth, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
