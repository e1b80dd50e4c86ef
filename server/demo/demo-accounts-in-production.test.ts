import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../security/passwords';
import { testEngines } from '../testing/test-databases';
import { demoAdmin } from './demo-catalogue';
import { refuseDemoPasswords } from './demo-accounts-in-production';
import { seedDemo } from './seed-demo';

describe('demo accounts in production', () => {
  it('refuse to start while a demo account keeps its published password, and not once it is changed', async () => {
    const database = await testEngines[0]!.open();
    try {
      await migrateToLatest(database.db);
      await expect(refuseDemoPasswords(database.db)).resolves.toBeUndefined();
      await seedDemo(database.db);
      await expect(refuseDemoPasswords(database.db)).rejects.toThrow(ConfigError);
      await expect(refuseDemoPasswords(database.db)).rejects.toThrow(new RegExp(demoAdmin.username));
      await database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword('Alta!Parola2026x') })
        .execute();
      await expect(refuseDemoPasswords(database.db)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
    // Seeding draws and processes the demo's photos: the demo seed's own test allows as long.
  }, 60_000);
});
