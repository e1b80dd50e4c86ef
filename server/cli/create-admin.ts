/**
 * `npm run create-admin -- --username … --email … --password …` creates an ADMIN_HORECA
 * account in the configured database (DATA_DIR's PGlite, or DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadDotEnv, readConfig } from '../config';
import { openDatabase, pgliteDirIn } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureAdmin } from '../services/auth/accounts/admin-bootstrap';

const usage = 'Usage: npm run create-admin -- --username NAME --email ADDRESS --password PASSWORD [--phone 07xxxxxxxx]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, phone: { type: 'string' } },
  });
  if (!values.username || !values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  loadDotEnv();
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  try {
    await migrateToLatest(database.db);
    const result = await ensureAdmin(database.db, {
      username: values.username,
      email: values.email,
      password: values.password,
      ...(values.phone ? { phone: values.phone } : {}),
    });
    console.log(result === 'created' ? `Administrator ${values.username} created.` : `A user named ${values.username} already exists; nothing changed.`);
    return result === 'created' ? 0 : 1;
  } catch (error) {
    if (error instanceof ZodError) {
      console.error(error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('\n'));
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
