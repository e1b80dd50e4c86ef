import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { openDatabase } from '../../../db/database';
import { recordProducts } from '../../catalogue/catalogue-feed';
import { createScratchDatabase } from '../../../testing/scratch-postgres';
import { writesEnded } from '../../../testing/writes-ended';
import { describeOnEachEngine } from '../../../testing/each-engine';
import { fellBehind, feedStart, pruneFeed, readFeed, type FeedCursor } from './feed-queries';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Everything the feed gives after `cursor`, page by page, and where it ends. */
async function drain(database: Database, cursor: FeedCursor): Promise<{ positions: number[]; uuids: string[]; cursor: FeedCursor }> {
  const positions: number[] = [];
  const uuids: string[] = [];
  for (;;) {
    const { rows, next } = await readFeed(database.db, cursor, 2);
    positions.push(...rows.map((row) => row.position));
    uuids.push(...rows.flatMap((row) => row.uuids));
    cursor = next;
    if (rows.length < 2) return { positions, uuids, cursor };
  }
}

describeOnEachEngine('the catalogue feed on $engine', (engine) => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });

  it('holds a write that committed and not one that rolled back, in order, each read once', async () => {
    const database = await engine.open();
    open.push(database);
    const start = await feedStart(database.db);
    await recordProducts(database.db, [uuid(1)]);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await recordProducts(trx, [uuid(2)]);
        throw new Error('the write fails after recording');
      })
      .catch(() => undefined);
    await recordProducts(database.db, [uuid(3), uuid(4)]);
    await writesEnded(database);
    const first = await drain(database, { from: start.horizon, after: 0 });
    expect(first.uuids).toEqual([uuid(1), uuid(3), uuid(4)]);
    expect(first.positions).toEqual([...first.positions].sort((a, b) => a - b));
    // Read again from where it ended: nothing twice.
    expect((await drain(database, first.cursor)).uuids).toEqual([]);
    await recordProducts(database.db, [uuid(5)]);
    await writesEnded(database);
    expect((await drain(database, first.cursor)).uuids).toEqual([uuid(5)]);
  });

  it('records a large write as rows of at most 1,000 products, in the order given, ending at the position it answers', async () => {
    const database = await engine.open();
    open.push(database);
    const start = await feedStart(database.db);
    const written = Array.from({ length: 2_500 }, (_, index) => uuid(index + 1));
    const position = await recordProducts(database.db, written);
    await writesEnded(database);
    const { rows } = await readFeed(database.db, { from: start.horizon, after: 0 }, 10);
    expect(rows.map((row) => row.uuids.length)).toEqual([1_000, 1_000, 500]);
    expect(rows.flatMap((row) => row.uuids)).toEqual(written);
    expect(rows.at(-1)?.position).toBe(position);
    expect(await recordProducts(database.db, [])).toBe(0);
  });

  it('is pruned past its retention, and a reader still before the pruned rows knows it fell behind', async () => {
    const database = await engine.open();
    open.push(database);
    const start = await feedStart(database.db);
    await recordProducts(database.db, [uuid(1)]);
    await recordProducts(database.db, [uuid(2)]);
    await writesEnded(database);
    const caughtUp = (await drain(database, { from: start.horizon, after: 0 })).cursor;
    const behind: FeedCursor = { from: start.horizon, after: 0 };
    expect(await fellBehind(database.db, behind)).toBe(false);
    await sql`UPDATE catalogue_changes SET at = now() - interval '2 days'`.execute(database.db);
    await recordProducts(database.db, [uuid(3)]);
    expect(await pruneFeed(database.db, 24 * 60 * 60 * 1000)).toBe(2);
    expect(await fellBehind(database.db, behind)).toBe(true);
    expect(await fellBehind(database.db, caughtUp)).toBe(false);
    await writesEnded(database);
    expect((await drain(database, caughtUp)).uuids).toEqual([uuid(3)]);
  });
});

const postgresUrl = process.env.DATABASE_URL;
describe.skipIf(!postgresUrl)(
  postgresUrl ? 'the catalogue feed beside a slower transaction' : 'the catalogue feed beside a slower transaction (SKIPPED: DATABASE_URL is not set)',
  () => {
    it('holds back every row behind a transaction still running, so a slower write is never skipped', async () => {
      const scratch = await createScratchDatabase(postgresUrl as string, 'horeca_feed');
      const database = await openDatabase({ databaseUrl: scratch.url });
      const { migrateToLatest } = await import('../../../db/migrate');
      await migrateToLatest(database.db);
      try {
        const start = await feedStart(database.db);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let recorded: () => void = () => undefined;
        const slowRecorded = new Promise<void>((resolve) => {
          recorded = resolve;
        });
        // A slow write takes its place in the feed first and commits last.
        const slow = database.db.transaction().execute(async (trx) => {
          await recordProducts(trx, [uuid(1)]);
          recorded();
          await held;
        });
        await slowRecorded;
        await recordProducts(database.db, [uuid(2)]);
        const before = await drain(database, { from: start.horizon, after: 0 });
        expect(before.uuids).toEqual([]);
        release();
        await slow;
        await writesEnded(database);
        expect((await drain(database, before.cursor)).uuids).toEqual([uuid(1), uuid(2)]);
      } finally {
        await database.close();
        await scratch.drop();
      }
    });
  },
);
