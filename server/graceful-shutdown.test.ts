import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../openapi/runtime-config';
import { forgotPasswordFloorMs } from './services/auth/accounts/account-flows';
import { startServerProcess } from './testing/server-process';

/** A call that takes at least 400 ms, whoever asks: the forgot-password floor. */
const slowCall = (url: string) =>
  fetch(`${url}/svc/auth/api/profile/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nimeni@exemplu.ro', recaptchaToken: localCaptchaToken }),
  });

const env = (timeoutMs: number) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-shutdown-')), DATABASE_URL: '', SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });

describe('shutting down on SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    const server = await startServerProcess(env(10_000));
    expect(forgotPasswordFloorMs).toBeGreaterThanOrEqual(300);
    const inFlight = slowCall(server.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(202);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.lines.some((line) => line.includes('SIGTERM: shutting down'))).toBe(true);
  }, 60_000);

  it('exits 1 once the deadline passes with a request still open', async () => {
    const server = await startServerProcess(env(50));
    const inFlight = slowCall(server.url).then(
      (response) => response.status,
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await inFlight).toBe('cut off');
  }, 60_000);
});
