import { describe } from 'vitest';
import { engineTitle, testEngines, type TestEngine } from './test-databases';

/**
 * A suite run once per database engine: on PGlite always, on PostgreSQL when DATABASE_URL is
 * set. The suite of an engine that cannot run is skipped with the reason in its title, so a
 * run without PostgreSQL says so rather than passing it by in silence. `$engine` in the title
 * names the engine.
 */
export function describeOnEachEngine(title: string, suite: (engine: TestEngine) => void): void {
  describe.each(testEngines)(title, (engine) => {
    describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => suite(engine));
  });
}
