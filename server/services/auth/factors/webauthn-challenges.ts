import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';

type Db = Kysely<DatabaseSchema>;
export type ChallengePurpose = 'register' | 'login' | 'reauthenticate';

/** How long the browser has to answer a challenge: the options' timeout too. */
export const challengeSeconds = 5 * 60;

/** Keeps a challenge the server issued, for whom (an account, or nobody yet) and until when. */
export async function keepChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userUuid: string | null, now: Date): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, user_uuid: userUuid, expires_at: new Date(now.getTime() + challengeSeconds * 1000) })
    .execute();
}

/**
 * The challenge a credential answers, read from its signed client data (base64url JSON, decoded
 * by Node, so a start does not load SimpleWebAuthn for it); undefined if unreadable.
 */
export function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uses a challenge up, in one statement, so it answers at most one request whatever the
 * outcome: a replayed answer finds nothing. Returns for whom it was issued, or undefined if it
 * was never issued for this purpose, was used, or has expired.
 */
export async function takeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, now: Date): Promise<{ userUuid: string | null } | undefined> {
  const taken = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .returning(['user_uuid', 'expires_at'])
    .executeTakeFirst();
  if (!taken || taken.expires_at.getTime() <= now.getTime()) return undefined;
  return { userUuid: taken.user_uuid };
}
