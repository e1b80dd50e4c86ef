import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteArchive, migratedPostgresTemplate, templateVariables } from './database-templates';

/**
 * The unit tests' global setup: the migrated templates of database-templates.ts, made once
 * before any test file runs and named in variables the test processes inherit; removed after
 * the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'horeca-templates-'));
  const archive = join(folder, 'pglite.tar');
  await writeFile(archive, new Uint8Array(await (await migratedPgliteArchive()).arrayBuffer()));
  process.env[templateVariables.pglite] = archive;
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await migratedPostgresTemplate(serverUrl) : undefined;
  if (postgres) process.env[templateVariables.postgres] = postgres.name;
  return async () => {
    await rm(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
}
