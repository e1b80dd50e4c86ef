import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane (about 14 ms here). */
const argon2Parameters = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Parameters);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody knows. Checking a login for an unknown user against it costs
 * the same as a real check, so response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
  return false;
}
