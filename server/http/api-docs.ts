import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../openapi/services';
import { specificationDocument, specificationText } from '../services/specification-file';

const titles: Record<ServiceName, string> = {
  auth: 'Serviciul de autentificare (auth)',
  product: 'Serviciul de produse (product)',
  search: 'Serviciul de căutare (search)',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The landing page: one entry a service this process runs, with its interactive page and raw YAML. */
function landingPage(services: readonly ServiceName[]): string {
  const items = services
    .map(
      (service) =>
        `<li><h2>${escapeHtml(titles[service])}</h2><p><a href="/api-docs/${service}">Referința interactivă</a> · <a href="/api-docs/${service}.yaml">Specificația OpenAPI (YAML)</a></p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ro">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Documentația API — Catalog HoReCa</title></head>
<body>
<main>
<h1>Documentația API — Catalog HoReCa</h1>
<p>Fiecare serviciu este descris de fișierul OpenAPI cu care serverul își validează cererile. Generatoarele de cod pot citi direct fișierele YAML.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}

/**
 * `/api-docs`: a landing page, one Swagger UI page a service (`/api-docs/<service>`) and the
 * raw file (`/api-docs/<service>.yaml`), all from the bundled `openapi/generated/<service>.yaml`
 * the server validates with, which is self-contained, so a generator can take it alone. Swagger
 * UI's page loads only its own files, so it lives under the product's CSP (decision 016). Each
 * process documents the services it runs.
 */
export async function registerApiDocs(app: FastifyInstance, services: readonly ServiceName[]): Promise<void> {
  app.get('/api-docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(landingPage(services)));
  for (const service of services) {
    const raw = specificationText(service);
    app.get(`/api-docs/${service}.yaml`, async (_request, reply) => reply.type('application/yaml; charset=utf-8').send(raw));
    // Each service gets a scope of its own, so each page has its own specification.
    await app.register(async (scope) => {
      await scope.register(swagger, { mode: 'static', specification: { document: specificationDocument(service) as StaticDocumentSpec['document'] } });
      await scope.register(swaggerUi, {
        routePrefix: `/api-docs/${service}`,
        theme: { title: `${titles[service]} — Catalog HoReCa API` },
        uiConfig: { deepLinking: true, docExpansion: 'list', displayOperationId: true, validatorUrl: null, tryItOutEnabled: false },
      });
    });
  }
}
