import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'horeca-config-'));

describe('configuration by environment', () => {
  it('has working defaults: port 8080, all three services, local captcha, relative service URLs', () => {
    const config = readConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(8080);
    expect(config.services).toEqual(['auth', 'product', 'search']);
    expect(config.captcha.mode).toBe('local');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.serviceUrls).toEqual({ auth: '/svc/auth', product: '/svc/product', search: '/svc/search' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a JWT secret into DATA_DIR on first start and reuses it afterwards', () => {
    const dir = dataDir();
    const first = readConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(readConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('does not write a secret file when JWT_SECRET is given', () => {
    const dir = dataDir();
    const config = readConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('uses reCAPTCHA only when both keys are configured', () => {
    const config = readConfig({ DATA_DIR: dataDir(), RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' });
    expect(config.captcha).toMatchObject({ mode: 'recaptcha', siteKey: 'site', secret: 'secret' });
    expect(readConfig({ DATA_DIR: dataDir(), RECAPTCHA_SITE_KEY: 'site' }).captcha.mode).toBe('local');
  });

  /** What production needs besides the captcha keys. */
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://horeca.example.ro', SMTP_URL: 'smtps://user:pass@smtp.example.ro:465' };

  it('refuses to start production in local captcha mode unless told explicitly', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), ...production })).toThrow(/ALLOW_LOCAL_CAPTCHA/);
    expect(readConfig({ DATA_DIR: dataDir(), ...production, ALLOW_LOCAL_CAPTCHA: 'true' }).captcha.mode).toBe('local');
  });

  it('refuses to start production on a plain-http PUBLIC_URL unless told explicitly, and without SMTP_URL', () => {
    const keys = { ...production, RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' };
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, PUBLIC_URL: 'http://horeca.example.ro' })).toThrow(/https PUBLIC_URL/);
    expect(readConfig({ DATA_DIR: dataDir(), ...keys, PUBLIC_URL: 'http://horeca.example.ro', ALLOW_INSECURE_PUBLIC_URL: 'true' }).publicUrl).toBe(
      'http://horeca.example.ro',
    );
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it('never seeds the demo catalogue in production, whatever SEED_DEMO says', () => {
    const keys = { ...production, RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' };
    expect(readConfig({ DATA_DIR: dataDir(), ...keys, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, and checks the captcha host name unless told not to', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual([]);
    expect(readConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(readConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://horeca.example.ro' }).captcha.expectedHostname).toBe('horeca.example.ro');
    expect(readConfig({ DATA_DIR: dataDir(), RECAPTCHA_CHECK_HOSTNAME: 'false' }).captcha.expectedHostname).toBeUndefined();
  });

  it('chooses the services of one process with SERVICES and rejects unknown names', () => {
    expect(readConfig({ DATA_DIR: dataDir(), SERVICES: 'search, product' }).services).toEqual(['search', 'product']);
    expect(() => readConfig({ DATA_DIR: dataDir(), SERVICES: 'search,billing' })).toThrow(/SERVICES/);
  });

  it('takes the admin bootstrap as a complete trio only', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'admin' })).toThrow(/go together/);
    const config = readConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Munte!Verde#2031', ADMIN_EMAIL: 'a@b.ro' });
    expect(config.admin).toEqual({ username: 'admin', password: 'Munte!Verde#2031', email: 'a@b.ro' });
  });

  it('names the bad variable when a value is invalid', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('lets absolute service URLs and extra CORS origins be configured for split deployments', () => {
    const config = readConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://horeca.example.ro/',
      SEARCH_URL: 'https://search.horeca.example.ro/svc/search/',
      CORS_ORIGINS: 'https://admin.horeca.example.ro',
    });
    expect(config.publicUrl).toBe('https://horeca.example.ro');
    expect(config.serviceUrls.search).toBe('https://search.horeca.example.ro/svc/search');
    expect(config.allowedOrigins).toEqual(['https://horeca.example.ro', 'https://admin.horeca.example.ro']);
  });
});
