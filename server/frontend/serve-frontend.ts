import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { frontendVersion, type RuntimeConfig } from '../../openapi/runtime-config';
import type { ServerConfig } from '../config';
import { sendProblem } from '../http/error-handler';
import { HttpProblem } from '../http/problem';
import { readAccessToken } from '../security/access-tokens';
import { accessCookieName } from '../security/session-guard';
import type { CatalogueReads } from './catalogue-reads';
import { consentCookie, isConsentAnswer, priceBasisCookie, type PageData } from '../../app/head/page-data';
import { defaultPriceBasis, isPriceBasis } from '../../openapi/domain/product-prices';
import { siteOf } from '../../app/head/page-head';
import { pageAnswer, type PageAnswer } from './page-answers';
import { loadPageRenderer, type PageRenderer } from './page-render';
import { pageTemplate, type RenderedPage } from './page-template';
import { registerPreviewImages } from './preview-images';
import { serverTimingHeader } from './server-timing';

/** `/config.json`'s answer for a configuration, which a rendered page also carries. */
export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return {
    services: config.serviceUrls,
    captcha: config.captcha.mode === 'recaptcha' && config.captcha.siteKey ? { mode: 'recaptcha', siteKey: config.captcha.siteKey } : { mode: 'local' },
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    contactEmail: config.contactTo,
    version: frontendVersion,
  };
}

const isApiPath = (url: string): boolean => url.startsWith('/svc/');

/**
 * Whether the request takes a page: it accepts HTML, `*\/*` included, or says nothing (curl, and
 * the crawlers that fetch link previews, issue #47). A client that asks for JSON alone gets a problem.
 */
const takesHtml = (request: FastifyRequest): boolean =>
  new Negotiator({ headers: { accept: request.headers.accept ?? '*/*' } }).mediaType(['text/html', 'application/problem+json']) === 'text/html';

/**
 * `Server-Timing` tells where a page's time went inside the server: every page says it when the
 * configuration asks (`SERVER_TIMING`, for the bench), otherwise only a signed-in administrator's
 * do (their access token's word; no one else learns the server's internal times, issue #47).
 */
async function showsServerTiming(request: FastifyRequest, config: ServerConfig): Promise<boolean> {
  if (config.serverTiming) return true;
  const token = request.cookies[accessCookieName(config)];
  return token !== undefined && (await readAccessToken(token, config.jwtSecret))?.role === 'ADMIN_HORECA';
}

/** A public page's body as the server renders it (decision 033); a private page keeps the empty shell. */
async function renderedPage(
  renderer: PageRenderer | undefined,
  answer: Extract<PageAnswer, { head: unknown }>,
  url: URL,
  visitor: Pick<PageData, 'config' | 'consented' | 'priceBasis'>,
): Promise<RenderedPage | undefined> {
  if (!renderer?.renders(answer.path)) return undefined;
  const data: PageData = { ...visitor, ...answer.loaded };
  const body = await renderer.render(answer.path, `${url.pathname}${url.search}`, data);
  return { ...body, data, documentClass: renderer.documentClass };
}

/**
 * `/config.json`, the built front end from `distDir`, and the app's pages: any other GET that
 * takes HTML gets `index.html` with the page's own head, its status or its redirect
 * (decision 032), so deep links like /product?id=… work and preview as what they show.
 * Unknown API paths, and requests that take no HTML, answer 404 problem+json.
 */
export async function serveFrontend(
  app: FastifyInstance,
  config: ServerConfig,
  distDir: string | undefined,
  catalogue: CatalogueReads,
  startedRenderer?: Promise<PageRenderer | undefined>,
): Promise<void> {
  const runtimeConfig = runtimeConfigOf(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfig;
  });

  const hasBuild = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (distDir !== undefined) registerPreviewImages(app, app.database.db, catalogue, config.siteName);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz copies; they are sent as they are.
      preCompressed: true,
      // The server's own bundle of the app (decision 033) is code to run, not to serve.
      allowedPath: (path) => !path.startsWith('/server/'),
      setHeaders(reply, path) {
        // Vite's hashed assets never change; index.html must always be fresh.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (distDir !== undefined) {
    app.log.warn(`No front-end build in ${distDir}; run \`npm run build\` (npm start does it for you).`);
  }

  const page = hasBuild ? pageTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'), config.siteName) : undefined;
  const renderer = await (startedRenderer ?? (hasBuild ? loadPageRenderer(distDir) : undefined));
  if (renderer) app.addHook('onClose', renderer.close);
  const sources = { catalogue, site: siteOf(config.siteName, config.publicUrl) };
  // A real route rather than the not-found handler, so compression and headers apply to it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      if (page && !isApiPath(request.url) && takesHtml(request)) {
        const url = new URL(request.url, 'http://page');
        const started = performance.now();
        const askedBasis = request.cookies[priceBasisCookie];
        const priceBasis = isPriceBasis(askedBasis) ? askedBasis : defaultPriceBasis;
        const answer = await pageAnswer(sources, url.pathname, url.searchParams, priceBasis);
        if ('location' in answer) return reply.redirect(answer.location, answer.status);
        const loaded = performance.now();
        // Answered either way, the notice is not drawn again (issue #51).
        const consented = isConsentAnswer(request.cookies[consentCookie]);
        // A page that fails to render still works: it goes out as the shell, which the browser fills (and the log says why).
        const rendered = await renderedPage(renderer, answer, url, { config: runtimeConfig, consented, priceBasis }).catch((error: unknown) => {
          request.log.error({ err: error }, `rendering ${url.pathname} failed; it goes out as the empty shell`);
          return undefined;
        });
        const renderedAt = performance.now();
        const html = page(answer.head, rendered);
        const timing = {
          data: loaded - started,
          render: renderer?.renders(answer.path) ? renderedAt - loaded : undefined,
          template: performance.now() - renderedAt,
        };
        if (await showsServerTiming(request, config)) reply.header('Server-Timing', serverTimingHeader(timing));
        return reply.code(answer.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept, Cookie').type('text/html; charset=utf-8').send(html);
      }
      if (!isApiPath(request.url)) reply.header('Vary', 'Accept');
      return sendProblem(reply, request, new HttpProblem(404, 'NOT_FOUND'));
    },
  });
  app.setNotFoundHandler((request, reply) => sendProblem(reply, request, new HttpProblem(404, 'NOT_FOUND')));
}
