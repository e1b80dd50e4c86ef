import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as searchFoundation from './migrations/001-search-foundation';
import * as accounts from './migrations/002-accounts';
import * as productsAndSearch from './migrations/003-products-and-search';
import * as leanWriteIndexes from './migrations/004-lean-write-indexes';
import * as searchInMemory from './migrations/005-search-in-memory';
import * as lockoutPerAddress from './migrations/006-lockout-per-address';
import * as catalogueFeed from './migrations/007-catalogue-feed';
import * as sessions from './migrations/008-sessions';
import * as secondFactors from './migrations/009-second-factors';
import * as passkeys from './migrations/010-passkeys';
import * as recentSignIn from './migrations/011-recent-sign-in';
import * as unreadSearchIndexes from './migrations/012-unread-search-indexes';
import * as nameKeysComparedBytewise from './migrations/013-name-keys-compared-bytewise';
import * as productPhotos from './migrations/014-product-photos';
import * as secondFactorLimits from './migrations/015-second-factor-limits';
import * as previewImages from './migrations/016-preview-images';
import * as productData from './migrations/017-product-data';
import * as companyChecks from './migrations/018-company-checks';
import * as companyRechecks from './migrations/019-company-rechecks';
import * as sellerPages from './migrations/020-seller-pages';
import * as deliveryReach from './migrations/021-delivery-reach';
import * as accountMails from './migrations/022-account-mails';
import * as reportsAndModeration from './migrations/023-reports-and-moderation';
import * as buyersAndOrderLists from './migrations/024-buyers-and-order-lists';
import * as savedSearchesAndWatches from './migrations/025-saved-searches-and-watches';
import * as savedSearchesKeepSnapshots from './migrations/026-saved-searches-keep-snapshots';

/** Migrations are imported, not read from disk, so they bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  '001-search-foundation': searchFoundation,
  '002-accounts': accounts,
  '003-products-and-search': productsAndSearch,
  '004-lean-write-indexes': leanWriteIndexes,
  '005-search-in-memory': searchInMemory,
  '006-lockout-per-address': lockoutPerAddress,
  '007-catalogue-feed': catalogueFeed,
  '008-sessions': sessions,
  '009-second-factors': secondFactors,
  '010-passkeys': passkeys,
  '011-recent-sign-in': recentSignIn,
  '012-unread-search-indexes': unreadSearchIndexes,
  '013-name-keys-compared-bytewise': nameKeysComparedBytewise,
  '014-product-photos': productPhotos,
  '015-second-factor-limits': secondFactorLimits,
  '016-preview-images': previewImages,
  '017-product-data': productData,
  '018-company-checks': companyChecks,
  '019-company-rechecks': companyRechecks,
  '020-seller-pages': sellerPages,
  '021-delivery-reach': deliveryReach,
  '022-account-mails': accountMails,
  '023-reports-and-moderation': reportsAndModeration,
  '024-buyers-and-order-lists': buyersAndOrderLists,
  '025-saved-searches-and-watches': savedSearchesAndWatches,
  '026-saved-searches-keep-snapshots': savedSearchesKeepSnapshots,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of the migrations this code knows and the database has not run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the schema up to date; fails loudly rather than serving on a half-migrated database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
