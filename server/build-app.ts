import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServiceName } from '../openapi/services';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { serveFrontend } from './frontend/serve-frontend';
import { registerErrorHandler } from './http/error-handler';
import { validatorCompiler } from './http/validator-compiler';
import type { OperationRoutes } from './services/handlers';
import { mountService } from './services/mount-service';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  /** The built front end to serve, or undefined for an API-only process. */
  distDir?: string | undefined;
  logger?: boolean | object;
}

/** Each service's implemented operations; the rest answer 501 until they are built. */
const serviceRoutes: Record<ServiceName, OperationRoutes<string>> = {
  auth: {},
  product: {},
  search: {},
};

/** Default JSON body limit; operations that need more (bulk import) raise their own. */
const bodyLimit = 1024 * 1024;

export async function buildApp({ config, database, distDir, logger = false }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // The specs name problem+json as a media type; accepting it as JSON keeps one parser for both.
  app.addContentTypeParser('application/problem+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.decorate('database', database);
  app.decorate('config', config);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.allowedOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });

  for (const service of config.services) {
    await mountService(app, service, serviceRoutes[service]);
  }
  await serveFrontend(app, config, distDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: ServerConfig;
  }
}
