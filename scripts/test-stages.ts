/**
 * `npm test`: every stage in order (README, "Tests"), each an npm script, stopping at the first
 * that fails; then how long each took, so a slow stage or a slow machine shows in CI's log,
 * and, when journeys failed, what their pages did.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { journeyLogName } from '../e2e/support/journey-log';

const stages = ['test:preflight', 'test:static', 'test:size', 'build-storybook', 'test:unit', 'test:contracts', 'test:stories', 'test:e2e'];
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

const ran: { stage: string; ms: number; status: number }[] = [];
for (const stage of stages) {
  const started = performance.now();
  const { status, signal } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  ran.push({ stage, ms: performance.now() - started, status: status ?? (signal ? 128 : 1) });
  if (ran.at(-1)?.status !== 0) break;
}

/** A failed journey's record (e2e/support/journey-log.ts), printed so CI's log alone explains it. */
function printJourneyLogs(): void {
  const results = 'test-results';
  if (!existsSync(results)) return;
  for (const file of readdirSync(results, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith(journeyLogName))) {
    console.log(`\n--- ${file} ---\n${readFileSync(join(results, file), 'utf8')}`);
  }
}
if (ran.at(-1)?.stage === 'test:e2e' && ran.at(-1)?.status !== 0) printJourneyLogs();

const total = ran.reduce((sum, { ms }) => sum + ms, 0);
console.log('\nnpm test, stage by stage:');
for (const { stage, ms, status } of ran) console.log(`  ${stage.padEnd(16)} ${seconds(ms).padStart(9)}${status === 0 ? '' : `  failed (exit ${status})`}`);
const skipped = stages.slice(ran.length);
if (skipped.length > 0) console.log(`  not run: ${skipped.join(', ')}`);
console.log(`  ${'total'.padEnd(16)} ${seconds(total).padStart(9)}`);
process.exit(ran.at(-1)?.status ?? 1);
