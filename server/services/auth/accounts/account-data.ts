import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../../openapi/generated/auth';
import type { DatabaseSchema } from '../../../db/schema';
import { deviceOf } from '../../../security/session-origin';
import { requireRecentSignIn } from '../../../security/session-guard';
import { toProducts, type ProductWithSeller } from '../../catalogue/product-view';
import type { RequestOf } from '../../handlers';
import type { AccountDeps } from '../account-deps';
import { toProfile } from './profile-view';
import { factorsOf, ownAccount } from '../factors/second-factors';
import { tellDataExported } from './security-mail';
import type { UserRow } from './users-store';
import { moderationDataOf } from '../../moderation/moderation-data';
import { buyerDataOf } from '../../buyers/buyer-data';
import { alertDataOf } from '../../alerts/alert-data';

type Db = Kysely<DatabaseSchema>;
type AccountData = components['schemas']['AccountData'];
type KeptSession = components['schemas']['KeptSession'];

/** Every product of the account, shown or not, as the API shows them, the newest first. */
async function productsOf(db: Db, user: UserRow): Promise<AccountData['products']> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('users', 'users.uuid', 'products.owner_uuid')
    .selectAll('products')
    .select(['users.seller_name', 'users.slug as seller_slug'])
    .where('products.owner_uuid', '=', user.uuid)
    .orderBy('products.updated_at', 'desc')
    .orderBy('products.uuid')
    .execute();
  return toProducts(db, rows as ProductWithSeller[]);
}

/** Every session the site still keeps, live or ended. */
async function sessionsOf(db: Db, user: UserRow): Promise<KeptSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['signed_in_at', 'last_used_at', 'user_agent', 'network', 'second_factor'])
    .where('user_uuid', '=', user.uuid)
    .orderBy('signed_in_at', 'desc')
    .execute();
  return rows.map((row) => ({
    device: deviceOf(row.user_agent),
    network: row.network,
    signedInAt: row.signed_in_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    secondFactor: row.second_factor as KeptSession['secondFactor'],
  }));
}

/** The mail sent to the account: security mails' records, what the outbox holds for its address, and its contact messages. */
async function mailOf(db: Db, user: UserRow): Promise<Pick<AccountData, 'securityMails' | 'heldMail' | 'contactMessages'>> {
  const security = await db
    .selectFrom('account_mails')
    .select(['kind', 'subject', 'sent_at'])
    .where('user_uuid', '=', user.uuid)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const held = await db
    .selectFrom('mail_outbox')
    .select([sql<string>`message->>'subject'`.as('subject'), 'created_at', 'sent_at'])
    .where(sql<string>`lower(message->>'to')`, '=', user.email.toLowerCase())
    .orderBy('created_at', 'desc')
    .execute();
  const contact = await db
    .selectFrom('contact_messages')
    .select(['name', 'message', 'created_at'])
    .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
    .orderBy('created_at', 'desc')
    .execute();
  return {
    securityMails: security.map((row) => ({ kind: row.kind, subject: row.subject, sentAt: row.sent_at.toISOString() })),
    heldMail: held.map((row) => ({ subject: row.subject, owedAt: row.created_at.toISOString(), sentAt: row.sent_at ? row.sent_at.toISOString() : null })),
    contactMessages: contact.map((row) => ({ name: row.name, message: row.message, sentAt: row.created_at.toISOString() })),
  };
}

/**
 * Everything the site holds about the caller's account (issue #51, GDPR Art. 15 and 20; decision
 * 051): only its owner, recently signed in, may download it, and is told by mail that it was.
 */
export async function exportAccountData(request: RequestOf<operations, 'exportAccountData'>, deps: AccountDeps, now = new Date()): Promise<AccountData> {
  const { caller, user } = await ownAccount(request, deps);
  requireRecentSignIn(caller, now);
  const data: AccountData = {
    exportedAt: now.toISOString(),
    profile: toProfile(user),
    products: await productsOf(deps.db, user),
    sessions: await sessionsOf(deps.db, user),
    // The factors' dates and counts; never a secret or a code.
    secondFactors: await factorsOf(deps.db, user.uuid),
    ...(await mailOf(deps.db, user)),
    ...(await moderationDataOf(deps.db, user)),
    ...(await buyerDataOf(deps.db, user)),
    ...(await alertDataOf(deps.db, user)),
  };
  tellDataExported(deps, user, now);
  return data;
}
