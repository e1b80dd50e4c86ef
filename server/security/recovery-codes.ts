import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Recovery codes (decision 023): ten single-use codes such as `k7f2-xq4m-m3pd`, 12 characters
 * of the base32 alphabet (60 random bits). The first group names the code's row; the other
 * eight characters (40 bits) are stored only as an Argon2id hash with its own salt, as ASVS
 * 6.5.2 asks of a lookup secret under 112 bits, and one login checks one hash, not ten.
 */
const recoveryCodeCount = 10;
const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
const groupLength = 4;

export interface RecoveryCodeParts {
  lookup: string;
  secret: string;
}

const randomGroup = (): string => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Ten new codes, as shown to the user once, with distinct first groups. */
export function newRecoveryCodes(): string[] {
  const lookups = new Set<string>();
  while (lookups.size < recoveryCodeCount) lookups.add(randomGroup());
  return [...lookups].map((lookup) => `${lookup}-${randomGroup()}-${randomGroup()}`);
}

/** A typed code's parts, forgiving case, spaces and dashes; undefined when it cannot be a code. */
export function recoveryCodeParts(typed: string): RecoveryCodeParts | undefined {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  if (plain.length !== groupLength * 3 || [...plain].some((character) => !alphabet.includes(character))) return undefined;
  return { lookup: plain.slice(0, groupLength), secret: plain.slice(groupLength) };
}

/** What is stored for a code: its row name and the hash of the rest. */
export async function storedRecoveryCode(code: string): Promise<{ lookup: string; codeHash: string }> {
  const parts = recoveryCodeParts(code);
  if (!parts) throw new Error('Not a recovery code');
  return { lookup: parts.lookup, codeHash: await hashPassword(parts.secret) };
}

export const recoveryCodeMatches = (codeHash: string, parts: RecoveryCodeParts): Promise<boolean> => verifyPassword(codeHash, parts.secret);
