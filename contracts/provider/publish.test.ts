import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm run pact:publish', () => {
  it('puts every pact, the branch and the tag to the broker, with the token', async () => {
    const calls: { url: string; authorization: string | undefined }[] = [];
    const broker = Fastify();
    broker.put('/*', async (request) => {
      calls.push({ url: request.url, authorization: request.headers.authorization });
      return {};
    });
    const url = await broker.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'contracts/publish.ts'], {
        env: { ...process.env, PACT_BROKER_BASE_URL: url, PACT_BROKER_TOKEN: 'secret-token' },
      });
      expect(stdout).toContain('Published the pacts of');
      const urls = calls.map((call) => call.url);
      for (const provider of ['catalog-horeca-auth', 'catalog-horeca-product', 'catalog-horeca-search']) {
        expect(urls.some((route) => route.startsWith(`/pacts/provider/${provider}/consumer/catalog-horeca-web/version/`))).toBe(true);
      }
      expect(urls.some((route) => /^\/pacticipants\/catalog-horeca-web\/branches\/[^/]+\/versions\//.test(route))).toBe(true);
      expect(urls.some((route) => /^\/pacticipants\/catalog-horeca-web\/versions\/[0-9a-f]{40}\/tags\//.test(route))).toBe(true);
      expect(calls.every((call) => call.authorization === 'Bearer secret-token')).toBe(true);
    } finally {
      await broker.close();
    }
  });

  it('explains itself and publishes nothing without PACT_BROKER_BASE_URL', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'contracts/publish.ts'], { env: { ...process.env, PACT_BROKER_BASE_URL: '' } }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('PACT_BROKER_BASE_URL is not set') });
  });
});
