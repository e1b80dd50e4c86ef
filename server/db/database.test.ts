import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineTitle, testEngines } from '../testing/test-databases';
import { migrateToLatest } from './migrate';

describe.each(testEngines)('database on $engine', (testEngine) => {
  describe.skipIf(testEngine.skipReason !== undefined)(engineTitle(testEngine), () => {
    it('migrates once, and a second run applies nothing', async () => {
      const database = await testEngine.open();
      try {
        expect(await migrateToLatest(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    });

    it('matches Romanian text across stems, diacritics and the old cedilla letters', async () => {
      const database = await testEngine.open();
      try {
        const matches = (document: string, query: string) =>
          sql<{ hit: boolean }>`SELECT to_tsvector('ro_unaccent', ${document}) @@ plainto_tsquery('ro_unaccent', ${query}) AS hit`
            .execute(database.db)
            .then((result) => result.rows[0]?.hit);

        expect(await matches('Cafea boabe prăjită în București', 'bucuresti')).toBe(true);
        expect(await matches('Restaurantele din Bucureşti', 'restaurant bucurești')).toBe(true);
        expect(await matches('Constanța', 'constanţa')).toBe(true);
        expect(await matches('Pahare de vin', 'farfurii')).toBe(false);

        const folded = await sql<{ folded: string }>`SELECT ro_fold('Ștefan Ţepeş, Brașov') AS folded`.execute(database.db);
        expect(folded.rows[0]?.folded).toBe('stefan tepes, brasov');
      } finally {
        await database.close();
      }
    });
  });
});
