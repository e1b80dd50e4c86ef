import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type ServerConfig } from '../config';

/** A configuration for tests: a throwaway DATA_DIR, local captcha, a fixed JWT secret. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return readConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://localhost:8080',
    SEED_DEMO: 'false',
    ...overrides,
  });
}
