import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { testEngines } from '../testing/test-databases';
import { auth, startTestServer } from '../testing/test-server';
import { createCaptchaVerifier } from './captcha';

/** A stand-in for Google's siteverify: `good-token` (solved on localhost) and `other-site-token` (solved elsewhere) pass for secret `s3cret`. */
async function startSiteverifyStub(): Promise<{ url: string; calls: Record<string, string>[]; close(): Promise<void> }> {
  const calls: Record<string, string>[] = [];
  const stub: FastifyInstance = Fastify();
  stub.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  stub.post('/siteverify', async (request) => {
    const form = request.body as Record<string, string>;
    calls.push(form);
    const solvedOn = { 'good-token': 'localhost', 'other-site-token': 'evil.example' }[form.response ?? ''];
    return { success: form.secret === 's3cret' && solvedOn !== undefined, ...(solvedOn ? { hostname: solvedOn } : {}) };
  });
  const address = await stub.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/siteverify`, calls, close: () => stub.close() };
}

describe('reCAPTCHA verification', () => {
  let siteverify: Awaited<ReturnType<typeof startSiteverifyStub>>;
  beforeAll(async () => {
    siteverify = await startSiteverifyStub();
  });
  afterAll(async () => siteverify.close());

  it('asks the verify URL with the secret and the token, and believes its answer', async () => {
    const verify = createCaptchaVerifier({ mode: 'recaptcha', siteKey: 'site', secret: 's3cret', verifyUrl: siteverify.url, expectedHostname: 'localhost' });
    expect(await verify('good-token', '203.0.113.9')).toBe(true);
    expect(await verify('bad-token', '203.0.113.9')).toBe(false);
    expect(siteverify.calls.at(-2)).toEqual({ secret: 's3cret', response: 'good-token', remoteip: '203.0.113.9' });
  });

  it('refuses a token solved on another site, unless the host name check is off', async () => {
    const checked = createCaptchaVerifier({ mode: 'recaptcha', siteKey: 'site', secret: 's3cret', verifyUrl: siteverify.url, expectedHostname: 'localhost' });
    expect(await checked('other-site-token', '203.0.113.9')).toBe(false);
    const unchecked = createCaptchaVerifier({ mode: 'recaptcha', siteKey: 'site', secret: 's3cret', verifyUrl: siteverify.url, expectedHostname: undefined });
    expect(await unchecked('other-site-token', '203.0.113.9')).toBe(true);
  });

  it('refuses the local token once real keys are configured', async () => {
    const verify = createCaptchaVerifier({ mode: 'recaptcha', siteKey: 'site', secret: 's3cret', verifyUrl: siteverify.url, expectedHostname: 'localhost' });
    expect(await verify(localCaptchaToken, '127.0.0.1')).toBe(false);
  });

  it('treats an unreachable verify service as a failed check', async () => {
    const verify = createCaptchaVerifier({
      mode: 'recaptcha',
      siteKey: 'site',
      secret: 's3cret',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      expectedHostname: 'localhost',
    });
    expect(await verify('good-token', '127.0.0.1')).toBe(false);
  });

  it('accepts only the local token in local mode', async () => {
    const verify = createCaptchaVerifier({ mode: 'local', siteKey: undefined, secret: undefined, verifyUrl: siteverify.url, expectedHostname: 'localhost' });
    expect(await verify(localCaptchaToken, '127.0.0.1')).toBe(true);
    expect(await verify('good-token', '127.0.0.1')).toBe(false);
  });

  it('answers USER_RECAPTCHA_IS_INVALID through the API when the verify service says no', async () => {
    const server = await startTestServer(testEngines[0]!, {
      env: { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 's3cret', RECAPTCHA_VERIFY_URL: siteverify.url },
    });
    try {
      const message = { name: 'Ana', email: 'ana@horeca.test', message: 'Salut' };
      const refused = await server.agent().post(`${auth}/api/contact`, { ...message, recaptchaToken: 'bad-token' });
      expect(refused.json()).toMatchObject({ status: 400, code: 'USER_RECAPTCHA_IS_INVALID' });
      const accepted = await server.agent().post(`${auth}/api/contact`, { ...message, recaptchaToken: 'good-token' });
      expect(accepted.statusCode).toBe(202);
    } finally {
      await server.close();
    }
  });
});
