import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { ServiceName } from '../openapi/services';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerCrawlerFiles } from './frontend/crawler-files';
import { catalogueReads } from './catalogue-reads';
import type { PageRenderer } from './frontend/page-render';
import { serveFrontend } from './frontend/serve-frontend';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { registerHealth } from './http/health';
import { loggedRequest } from './http/log-redaction';
import { HttpProblem } from './http/problem';
import { serializersBuiltOnFirstUse } from './http/serializer-compiler';
import { validatorCompiler } from './http/validator-compiler';
import { createMailer, type Mailer } from './mail/mailer';
import { owedMailSender } from './mail/owed-mail-delivery';
import { createCaptchaVerifier, type CaptchaVerifier } from './security/captcha';
import { registerOriginCheck } from './security/origin-check';
import { registerRateLimits } from './security/rate-limits';
import { registerSecurityHeaders } from './security/security-headers';
import { authRoutes } from './services/auth/routes';
import { productRoutes } from './services/product/routes';
import { createCatalogueChanges } from './services/catalogue/catalogue-changes';
import { SearchEngine } from './services/search/lifecycle/search-engine';
import { searchRoutes } from './services/search/routes';
import { followAlertsPeriodically } from './services/alerts/alert-rounds';
import { authMaintenance } from './services/auth/auth-maintenance';
import { catalogueFollowing } from './services/search/catalogue-following';

import { mountService, type ServiceRoutes } from './services/mount-service';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  /** The built front end to serve, or undefined for an API-only process. */
  distDir?: string | undefined;
  /**
   * The public pages' renderer, when the caller started it before the rest (`main.ts` does, so
   * its worker loads the app's bundle on another core while the database opens); otherwise it
   * starts from `distDir` here.
   */
  pageRenderer?: Promise<PageRenderer | undefined>;
  logger?: boolean | object;
  /** Sends e-mail; defaults to SMTP or the local outbox, per the configuration. */
  mailer?: Mailer;
  /** Checks captcha tokens; defaults to reCAPTCHA or the local mode, per the configuration. */
  verifyCaptcha?: CaptchaVerifier;
}

/** Default JSON body limit; operations that need more (bulk import) raise their own. */
const bodyLimit = 1024 * 1024;

export async function buildApp({ config, database, distDir, pageRenderer, logger = false, ...overrides }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: { req: loggedRequest } },
    bodyLimit,
    schemaController: { compilersFactory: { buildSerializer: serializersBuiltOnFirstUse } },
    // Behind a reverse proxy, X-Forwarded-For names the client only when the proxy is one we trust.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Bodies are JSON, but for the uploads a service's spec declares, which its scope reads as
  // bytes (mount-service.ts). Validation is keyed by media type, so each operation refuses a
  // body of a type it does not declare before parsing (media-types.ts). Fastify's text parser
  // goes, and an empty body may name any type: a bodiless call may still send a content type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') done(null, undefined);
    else done(Object.assign(new Error('Unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
  });
  // An operation that takes a body refuses a request without one.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) {
      throw new HttpProblem(400, 'VALIDATION_FAILED', { detail: 'Cererea nu are corp.' });
    }
  });
  app.decorate('database', database);
  app.decorate('config', config);
  registerErrorHandler(app);

  registerSecurityHeaders(app, config);
  await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimits(app);
  registerOriginCheck(app);

  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'mail'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const verifyCaptcha = overrides.verifyCaptcha ?? createCaptchaVerifier(config.captcha);
  const accountDeps = { db: database.db, config, mailer, verifyCaptcha, log: app.log };
  const sendOwedMail = owedMailSender(app, database, mailer);

  const changes = createCatalogueChanges();
  const engine = new SearchEngine(database.db, app.log, join(config.dataDir, 'search', 'index.snapshot'));
  app.decorate('searchEngine', engine);
  if (config.services.includes('search')) await app.register(catalogueFollowing, { database, engine, changes });
  if (config.services.includes('auth')) await app.register(authMaintenance, { database, mailer, sendOwedMail });
  if (config.services.includes('product'))
    followAlertsPeriodically(app, database, { siteName: config.siteName, publicUrl: config.publicUrl }, sendOwedMail, config.alertRoundSeconds * 1000);
  /** Each service's implemented operations; the rest answer 501 until they are built. */
  const serviceRoutes: Record<ServiceName, ServiceRoutes> = {
    auth: authRoutes({ ...accountDeps, rateLimitPerMinute: config.authRateLimit, changes, sendOwedMail }),
    product: productRoutes(database.db, changes, {
      verifyCaptcha,
      site: { siteName: config.siteName, publicUrl: config.publicUrl },
      sendOwedMail,
      rateLimitPerMinute: config.authRateLimit,
    }),
    search: searchRoutes({ db: database.db, log: app.log, engine }),
  };
  for (const service of config.services) {
    await mountService(app, service, serviceRoutes[service]);
  }
  await registerApiDocs(app, config.services);
  registerHealth(app, database, config.services, config.services.includes('search') ? engine : undefined);
  // The crawler files read the search index, so they come with the search service.
  if (config.services.includes('search')) registerCrawlerFiles(app, database.db, config.publicUrl);
  await serveFrontend(app, config, distDir, catalogueReads(database.db, config.services.includes('search') ? engine : undefined), pageRenderer);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
    /** This process's search index; empty unless the process runs the search service. */
    searchEngine: SearchEngine;
  }
}
