import type { Kysely } from 'kysely';
import { ConfigError } from '../config';
import type { DatabaseSchema } from '../db/schema';
import { verifyPassword } from '../security/passwords';
import { demoBuyer } from './demo-buyer';
import { demoAdmin, demoModerator, demoSellerPassword, demoSellers } from './demo-catalogue';

/**
 * Production refuses to start while any demo account still has its published password: the
 * README prints them, so anyone could log in (the administrator among them).
 */
export async function refuseDemoPasswords(db: Kysely<DatabaseSchema>): Promise<void> {
  const published = [
    { username: demoAdmin.username, password: demoAdmin.password },
    { username: demoModerator.username, password: demoModerator.password },
    ...demoSellers.map((seller) => ({ username: seller.username, password: demoSellerPassword })),
    { username: demoBuyer.username, password: demoSellerPassword },
  ];
  const accounts = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where(
      'username',
      'in',
      published.map((account) => account.username),
    )
    .execute();
  const exposed: string[] = [];
  for (const account of accounts) {
    const demo = published.find((candidate) => candidate.username === account.username);
    if (demo && (await verifyPassword(account.password_hash, demo.password))) exposed.push(account.username);
  }
  if (exposed.length > 0) {
    throw new ConfigError(
      `Production refuses to start: the demo accounts ${exposed.join(', ')} still have their published passwords. Change the passwords or delete the accounts.`,
    );
  }
}
