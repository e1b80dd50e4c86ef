import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

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

  it('refuses to start production in local captcha mode unless told explicitly', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ALLOW_LOCAL_CAPTCHA: 'true' }).captcha.mode).toBe('local');
  });

  it('chooses the services of one process with SERVICES and rejects unknown names', () => {
    expect(readConfig({ DATA_DIR: dataDir(), SERVICES: 'search, product' }).services).toEqual(['search', 'product']);
    expect(() => readConfig({ DATA_DIR: dataDir(), SERVICES: 'search,billing' })).toThrow(/SERVICES/);
  });

  it('takes the admin bootstrap as a complete trio only', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'admin' })).toThrow(/go together/);
    const config = readConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Parola!123', ADMIN_EMAIL: 'a@b.ro' });
    expect(config.admin).toEqual({ username: 'admin', password: 'Parola!123', email: 'a@b.ro' });
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
