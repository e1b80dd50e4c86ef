import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { serviceNames, type ServiceName } from '../openapi/services';

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const services = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(serviceNames)).min(1, 'SERVICES must name at least one of auth, product, search'));

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Catalog HoReCa <no-reply@cataloghoreca.local>'),
  CONTACT_TO: z.string().email().default('contact@cataloghoreca.local'),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  ANAF_URL: z.string().url().optional(),
  COMPANY_RECHECK_FROM_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  ALERT_ROUND_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  ALLOW_LOCAL_CAPTCHA: flag.default(false),
  RECAPTCHA_CHECK_HOSTNAME: flag.default(true),
  ALLOW_INSECURE_PUBLIC_URL: flag.default(false),
  TRUST_PROXY: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  FACTOR_KEY: z.string().min(32, 'FACTOR_KEY must be at least 32 characters').optional(),
  REQUIRE_MFA: z.enum(['admins', 'all']).default('admins'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  SERVICES: services.default(['auth', 'product', 'search']),
  SEED_DEMO: flag.default(true),
  SITE_NAME: z.string().min(1).default('Catalog HoReCa'),
  AUTH_URL: z.string().min(1).optional(),
  PRODUCT_URL: z.string().min(1).optional(),
  SEARCH_URL: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SERVER_TIMING: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every variable the configuration reads; the README table and .env.example name the same. */
export const environmentVariables: readonly string[] = Object.keys(environment.shape);

type CaptchaMode = 'recaptcha' | 'local';

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  captcha: {
    mode: CaptchaMode;
    siteKey: string | undefined;
    secret: string | undefined;
    verifyUrl: string;
    /** The host name Google's answer must name (PUBLIC_URL's), or undefined when not checked. */
    expectedHostname: string | undefined;
  };
  /** ANAF's register of companies (`PlatitorTvaRest/v9/tva`), or undefined in local mode: nothing is asked and sellers stay unchecked (issue #49). */
  companyRegisterUrl: string | undefined;
  /** The Bucharest hour from which a night's re-check of every seller's company may start (decision 046). */
  companyRecheckFromHour: number;
  /** How often a process running the product service looks for watched products that changed and saved searches due (issue #52). */
  alertRoundSeconds: number;
  jwtSecret: string;
  /** The key authenticator secrets are sealed with (decision 023). */
  factorKey: string;
  /** Who must pass a second factor: administrators always; with 'all', every user. */
  requireMfa: 'admins' | 'all';
  admin: { username: string; password: string; email: string } | undefined;
  services: ServiceName[];
  seedDemo: boolean;
  siteName: string;
  /** Public base address of each service, as the browser should call it. */
  serviceUrls: Record<ServiceName, string>;
  /** Origins allowed to call the services with credentials and to send state-changing requests. */
  allowedOrigins: string[];
  /** Per-IP calls per minute on login, register, forgot-password and contact. */
  authRateLimit: number;
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty believes none. */
  trustProxy: string[];
  /** How long requests in flight may take to finish after SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Whether every page says where its time went (`Server-Timing`); otherwise only an administrator's do (issue #47). */
  serverTiming: boolean;
  logLevel: string;
}

/** The public base path under which a service's operations are mounted (decision 003). */
export const servicePrefix = (service: ServiceName): string => `/svc/${service}`;

/** Reads `.env` when present; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** A server secret (the JWT secret, the factor key): from the environment, or one generated once into DATA_DIR and kept there. */
function keptSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

export function readConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  // `SMTP_URL=` in a .env file means "not set", not "an invalid URL".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const captchaMode: CaptchaMode = env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY ? 'recaptcha' : 'local';
  if (captchaMode === 'local' && env.NODE_ENV === 'production' && !env.ALLOW_LOCAL_CAPTCHA) {
    throw new ConfigError('Production needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET; set ALLOW_LOCAL_CAPTCHA=true to run with the local captcha on purpose.');
  }
  const production = env.NODE_ENV === 'production';
  if (production && !publicUrl.startsWith('https://') && !env.ALLOW_INSECURE_PUBLIC_URL) {
    throw new ConfigError(
      'Production needs an https PUBLIC_URL (session cookies are sent only over https); set ALLOW_INSECURE_PUBLIC_URL=true to run without it on purpose.',
    );
  }
  if (production && !env.SMTP_URL) {
    throw new ConfigError('Production needs SMTP_URL: without it e-mails, with their links, would be written to files and the log.');
  }
  const adminParts = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError('ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL go together: set all three or none.');
  }
  const serviceUrl = (service: ServiceName, override: string | undefined) => (override ?? servicePrefix(service)).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    captcha: {
      mode: captchaMode,
      siteKey: env.RECAPTCHA_SITE_KEY,
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      expectedHostname: env.RECAPTCHA_CHECK_HOSTNAME ? new URL(publicUrl).hostname : undefined,
    },
    companyRegisterUrl: env.ANAF_URL,
    companyRecheckFromHour: env.COMPANY_RECHECK_FROM_HOUR,
    alertRoundSeconds: env.ALERT_ROUND_SECONDS,
    jwtSecret: keptSecret(dataDir, 'jwt-secret', env.JWT_SECRET),
    factorKey: keptSecret(dataDir, 'factor-key', env.FACTOR_KEY),
    requireMfa: env.REQUIRE_MFA,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : undefined,
    services: [...new Set(env.SERVICES)],
    // Demo accounts have published passwords: production never seeds them, whatever SEED_DEMO says.
    seedDemo: env.SEED_DEMO && !production,
    siteName: env.SITE_NAME,
    serviceUrls: {
      auth: serviceUrl('auth', env.AUTH_URL),
      product: serviceUrl('product', env.PRODUCT_URL),
      search: serviceUrl('search', env.SEARCH_URL),
    },
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(env.CORS_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    serverTiming: env.SERVER_TIMING,
    logLevel: env.LOG_LEVEL,
  };
}
