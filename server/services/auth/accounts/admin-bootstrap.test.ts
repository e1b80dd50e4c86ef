import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../../db/database';
import { testEngines } from '../../../testing/test-databases';
import { ensureAdmin } from './admin-bootstrap';

const run = promisify(execFile);

describe('administrator bootstrap', () => {
  it('creates a verified, enabled ADMIN_HORECA once, and leaves an existing one alone', async () => {
    const database = await testEngines[0]!.open();
    try {
      const account = { username: 'sefulcasei', email: 'sef@horeca.test', password: 'Sef-Cheie#Rosie47' };
      expect(await ensureAdmin(database.db, account)).toBe('created');
      expect(await ensureAdmin(database.db, { ...account, password: 'Alta-Cheie#Verde23' })).toBe('exists');
      const row = await database.db.selectFrom('users').selectAll().where('username', '=', 'sefulcasei').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'ADMIN_HORECA', is_verified: true, is_enabled: true });
    } finally {
      await database.close();
    }
  });

  it('refuses a weak password or a bad username', async () => {
    const database = await testEngines[0]!.open();
    try {
      await expect(ensureAdmin(database.db, { username: 'admin', email: 'a@horeca.test', password: 'admin' })).rejects.toThrow(/Parola/);
      await expect(ensureAdmin(database.db, { username: 'sefnou', email: 'a@horeca.test', password: 'Admin!2025' })).rejects.toThrow(
        /Parola se ghicește prea ușor/,
      );
      await expect(ensureAdmin(database.db, { username: 'ad', email: 'a@horeca.test', password: 'Sef-Cheie#Rosie47' })).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it('npm run create-admin creates the account in DATA_DIR and says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horeca-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const args = ['--import', 'tsx', 'server/cli/create-admin.ts', '--username', 'clidmin', '--email', 'cli@horeca.test', '--password', 'Sef-Cheie#Rosie47'];
    const { stdout } = await run(process.execPath, args, { env });
    expect(stdout).toContain('Administrator clidmin created.');
    await expect(run(process.execPath, args, { env })).rejects.toMatchObject({ code: 1 });

    const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
    try {
      const row = await database.db.selectFrom('users').select(['role']).where('username', '=', 'clidmin').executeTakeFirstOrThrow();
      expect(row.role).toBe('ADMIN_HORECA');
    } finally {
      await database.close();
    }
  }, 60_000);
});
