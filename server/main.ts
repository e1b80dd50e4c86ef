import { join } from 'node:path';
import { ConfigError, loadDotEnv, readConfig } from './config';
import { buildApp } from './build-app';
import { openDatabase, pgliteDirIn } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureAdmin } from './services/auth/accounts/admin-bootstrap';
import { demoAdmin, demoModerator, demoSellerPassword, demoSellers } from './demo/demo-catalogue';
import { demoBuyer } from './demo/demo-buyer';
import { seedDemo } from './demo/seed-demo';
import { closeOnSignals } from './graceful-shutdown';
import { refuseDemoPasswords } from './demo/demo-accounts-in-production';
import { projectRoot } from './project-root';
import { loadPageRenderer } from './frontend/page-render';

async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const distDir = join(projectRoot, 'dist');
  // The render worker loads the app's bundle on another core while the database opens (issue #53).
  // A failure to load is thrown where buildApp awaits it; until then it is not an unhandled one.
  const pageRenderer = loadPageRenderer(distDir);
  pageRenderer.catch(() => undefined);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  const applied = await migrateToLatest(database.db);
  if (config.env === 'production') await refuseDemoPasswords(database.db);
  const app = await buildApp({
    config,
    database,
    distDir,
    pageRenderer,
    logger: { level: config.logLevel },
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  app.log.info(`database: ${database.engine === 'pglite' ? `embedded PGlite in ${pgliteDirIn(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}`);
  const localMode = config.captcha.mode === 'local';
  // The demo goes into an empty database first, so an ADMIN_USERNAME set on a fresh local run adds to it instead of preventing it.
  if (localMode && config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) app.log.info(`demo data: ${seeded.sellers} sellers and ${seeded.products} products seeded (SEED_DEMO=false turns this off)`);
  }
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    app.log.info(`administrator ${config.admin.username}: ${result === 'created' ? 'created from ADMIN_USERNAME' : 'already exists'}`);
  }
  if (localMode && config.seedDemo) {
    app.log.info(
      `demo accounts (local mode only): administrators ${demoAdmin.username} and ${demoModerator.username} / ${demoAdmin.password}; sellers ${demoSellers.map((seller) => seller.username).join(', ')} and the buyer ${demoBuyer.username} / ${demoSellerPassword}`,
    );
  }
  if (config.captcha.mode === 'local') {
    app.log.warn('captcha: LOCAL MODE — no reCAPTCHA keys are configured; the "Nu sunt robot" check is accepted.');
  }

  closeOnSignals({ app, database, timeoutMs: config.shutdownTimeoutMs });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Catalog HoReCa serves ${config.services.join(', ')} at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
