import { postgresProject } from './app-servers';

/** Playwright's global setup: says plainly when the buyer's journeys on PostgreSQL, and the saved searches' journey with them, do not run. */
export default function sayWhenPostgresIsSkipped(): void {
  if (!process.env.DATABASE_URL)
    console.warn(
      `e2e: DATABASE_URL is not set, so the "${postgresProject}" project (the buyer's journeys on PostgreSQL, and the saved searches' journey, which runs only there) is SKIPPED`,
    );
}
