import { sql, type Kysely, type Transaction } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { allCities } from '../../../openapi/domain/cities';
import { priceRangeMessage } from '../../../openapi/domain/product-prices';
import type { DatabaseSchema, SavedCriteria } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { oweMail } from '../../mail/mail-outbox';
import { confirmSearchMail } from '../../mail/alert-messages';
import { requireCaptcha } from '../../security/captcha';
import { hashOpaqueToken, newOpaqueToken } from '../../security/opaque-tokens';
import { callerIfAny } from '../../security/session-guard';
import { knownCity } from '../buyers/known-city';
import type { RequestOf } from '../handlers';
import { keepsAlerts, requireAlertUser } from './alert-caller';
import type { AlertDeps } from './alert-deps';
import { nextDigestAt } from './digest-schedule';

type Db = Kysely<DatabaseSchema>;
type SavedSearch = components['schemas']['SavedSearch'];

/** Saved searches an account, or a visitor's address, keeps at most (docs/product.md, saved searches). */
const maxSavedSearches = 20;

const columns = ['uuid', 'name', 'criteria', 'frequency', 'paused', 'confirmed_at', 'next_due_at', 'last_digest_at', 'created_at'] as const;

function savedSearchView(row: {
  uuid: string;
  name: string;
  criteria: SavedCriteria;
  frequency: SavedSearch['frequency'];
  paused: boolean;
  confirmed_at: Date | null;
  next_due_at: Date;
  last_digest_at: Date | null;
  created_at: Date;
}): SavedSearch {
  return {
    uuid: row.uuid,
    name: row.name,
    criteria: row.criteria,
    frequency: row.frequency,
    paused: row.paused,
    confirmed: row.confirmed_at !== null,
    nextDigestAt: row.next_due_at.toISOString(),
    lastDigestAt: row.last_digest_at ? row.last_digest_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The criteria as kept: the text trimmed, the city in the list's spelling, a price range that is one. */
function checkedCriteria(criteria: components['schemas']['SavedSearchCriteria']): SavedCriteria {
  if (criteria.priceMin !== undefined && criteria.priceMax !== undefined && criteria.priceMin > criteria.priceMax)
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'criteria.priceMin', rule: 'range', message: priceRangeMessage }] });
  return { ...criteria, name: criteria.name.trim(), city: criteria.city === allCities ? allCities : knownCity(criteria.city, 'criteria.city') };
}

/** The row of whoever keeps the searches, locked, then their count: two saves at once cannot pass the limit. */
async function countLocked(trx: Transaction<DatabaseSchema>, owner: { user: string } | { email: string }): Promise<number> {
  if ('user' in owner) await trx.selectFrom('users').select('uuid').where('uuid', '=', owner.user).forUpdate().executeTakeFirst();
  else await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches|${owner.email}`}))`.execute(trx);
  const { count } = await trx
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user' in owner ? 'user_uuid' : 'email', '=', 'user' in owner ? owner.user : owner.email)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listSavedSearches(request: RequestOf<operations, 'listSavedSearches'>, db: Db): Promise<components['schemas']['SavedSearches']> {
  const caller = await requireAlertUser(request);
  const rows = await db.selectFrom('saved_searches').select(columns).where('user_uuid', '=', caller.uuid).orderBy('created_at', 'desc').execute();
  return { searches: rows.map(savedSearchView) };
}

/**
 * A saved search (issue #52): a buyer's or seller's at once; a visitor's by e-mail, kept
 * unconfirmed, with the confirmation link owed in the same transaction. Its window opens now.
 */
export async function createSavedSearch(request: RequestOf<operations, 'createSavedSearch'>, deps: AlertDeps): Promise<SavedSearch> {
  const { body } = request;
  const criteria = checkedCriteria(body.criteria);
  const caller = await callerIfAny(request);
  if (caller && !keepsAlerts(caller)) throw new HttpProblem(403, 'USER_IS_NOT_AUTHORIZED');
  let confirmToken: string | undefined;
  let email: string | undefined;
  if (!caller) {
    if (!body.email)
      throw new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'email', rule: 'required', message: 'Scrie adresa de e-mail la care să primești noutățile.' }],
      });
    await requireCaptcha(deps.verifyCaptcha, body.recaptchaToken ?? '', request.ip);
    email = body.email.toLowerCase();
    confirmToken = newOpaqueToken();
  }
  const now = new Date();
  const row = await deps.db.transaction().execute(async (trx) => {
    if ((await countLocked(trx, caller ? { user: caller.uuid } : { email: email as string })) >= maxSavedSearches)
      throw new HttpProblem(409, 'SAVED_SEARCHES_LIMIT_REACHED');
    const saved = await trx
      .insertInto('saved_searches')
      .values({
        user_uuid: caller?.uuid ?? null,
        email: email ?? null,
        name: body.name.trim(),
        criteria: JSON.stringify(criteria),
        frequency: body.frequency,
        confirmed_at: caller ? now : null,
        confirm_token_hash: confirmToken ? hashOpaqueToken(confirmToken) : null,
        unsubscribe_token: newOpaqueToken(),
        next_due_at: nextDigestAt(body.frequency, now),
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    if (confirmToken && email)
      await oweMail(trx, [
        confirmSearchMail({
          to: email,
          siteName: deps.site.siteName,
          searchName: saved.name,
          link: `${deps.site.publicUrl}/saved-searches/confirm?token=${encodeURIComponent(confirmToken)}`,
        }),
      ]);
    return saved;
  });
  if (confirmToken) deps.sendOwedMail();
  return savedSearchView(row);
}

/** Renamed, sent at another frequency, paused or resumed; a resumed search's window opens now, so it tells nothing of its pause. */
export async function updateSavedSearch(request: RequestOf<operations, 'updateSavedSearch'>, db: Db): Promise<SavedSearch> {
  const caller = await requireAlertUser(request);
  const { name, frequency, paused } = request.body;
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('saved_searches')
      .select(['frequency', 'paused'])
      .where('uuid', '=', request.params.search)
      .where('user_uuid', '=', caller.uuid)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new HttpProblem(404, 'SAVED_SEARCH_NOT_FOUND');
    const resumed = paused === false && current.paused;
    return trx
      .updateTable('saved_searches')
      .set({
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(frequency !== undefined ? { frequency, next_due_at: nextDigestAt(frequency, now) } : {}),
        ...(paused !== undefined ? { paused } : {}),
        ...(resumed ? { feed_snapshot: sql<string>`pg_current_snapshot()::text` } : {}),
      })
      .where('uuid', '=', request.params.search)
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
  return savedSearchView(row);
}

export async function deleteSavedSearch(request: RequestOf<operations, 'deleteSavedSearch'>, db: Db): Promise<void> {
  const caller = await requireAlertUser(request);
  const deleted = await db.deleteFrom('saved_searches').where('uuid', '=', request.params.search).where('user_uuid', '=', caller.uuid).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpProblem(404, 'SAVED_SEARCH_NOT_FOUND');
}

/** A visitor's address confirms their search: its window opens now, and its digests follow. The link works once. */
export async function confirmSavedSearch(request: RequestOf<operations, 'confirmSavedSearch'>, db: Db): Promise<components['schemas']['AlertStopped']> {
  const now = new Date();
  const row = await db
    .updateTable('saved_searches')
    .set({ confirmed_at: now, confirm_token_hash: null, feed_snapshot: sql<string>`pg_current_snapshot()::text` })
    .where('confirm_token_hash', '=', hashOpaqueToken(request.body.token))
    .where('confirmed_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'ALERT_LINK_INVALID');
  return { kind: 'SAVED_SEARCH', name: row.name };
}
