import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { listOperations, readSpec, type OpenApiOperation } from '../../openapi/spec-files';
import type { ServiceName } from '../../openapi/services';
import { providerNames } from '../fixtures';
import { pactDir } from '../consumer/pact-harness';

/** A body as a V4 pact stores it: JSON as it is, bytes (a photo) base64-encoded with their media type. */
interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: string | false;
}

interface PactInteraction {
  description: string;
  request: { method: string; path: string; body?: PactBody; headers?: Record<string, string[]> };
  response: { status: number; body?: PactBody; headers?: Record<string, string[]> };
}

type PactPart = PactInteraction['request'] | PactInteraction['response'];

const isBytes = (part: PactPart): boolean => typeof part.body?.encoded === 'string';

/** The media type of a part's bytes: its Content-Type header (Pact records bytes it does not recognise as `*\/*`). */
const mediaTypeOf = (part: PactPart): string | undefined => (part.headers?.['Content-Type']?.[0] ?? part.body?.contentType)?.split(';')[0];

/** The media types an operation's request, or one of its responses, documents. */
function documentedMediaTypes(service: ServiceName, documented: { $ref?: string; content?: Record<string, unknown> } | undefined): string[] {
  const resolved = documented?.$ref
    ? (readSpec(service).components.responses as Record<string, { content?: Record<string, unknown> }>)[documented.$ref.split('/').at(-1) as string]
    : documented;
  return Object.keys(resolved?.content ?? {});
}

const pacts = Object.fromEntries(
  (Object.entries(providerNames) as [ServiceName, string][]).map(([service, provider]) => {
    const file = readdirSync(pactDir).find((name) => name.endsWith(`-${provider}.json`));
    const interactions = file ? (JSON.parse(readFileSync(path.join(pactDir, file), 'utf8')) as { interactions: PactInteraction[] }).interactions : [];
    return [service, interactions];
  }),
) as Record<ServiceName, PactInteraction[]>;

const templateToRegex = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The operation a request reaches: like the router, a literal path wins over a template. */
function operationOf(service: ServiceName, interaction: PactInteraction) {
  const parameters = (template: string) => (template.match(/\{/g) ?? []).length;
  return listOperations()
    .filter(
      (operation) =>
        operation.service === service &&
        operation.method === interaction.request.method.toLowerCase() &&
        templateToRegex(operation.path).test(interaction.request.path),
    )
    .sort((a, b) => parameters(a.path) - parameters(b.path))[0];
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const service of Object.keys(providerNames) as ServiceName[]) ajv.addSchema(readSpec(service) as object, `${service}.yaml`);

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The JSON pointer of the schema a response status documents, following a $ref to components. */
function responseSchemaPointer(service: ServiceName, path: string, method: string, status: number, operation: OpenApiOperation): string | undefined {
  const response = operation.responses[String(status)] as { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!response) return undefined;
  const base = response.$ref ? response.$ref.slice(1) : `/${pointer('paths', path, method, 'responses', String(status))}`;
  const resolved = response.$ref
    ? (readSpec(service).components.responses as Record<string, { content?: Record<string, unknown> }>)[response.$ref.split('/').at(-1) as string]
    : response;
  const mediaType = Object.keys(resolved?.content ?? {})[0];
  return mediaType ? `${service}.yaml#${base}/content/${pointer(mediaType)}/schema` : undefined;
}

describe('the pacts and the OpenAPI specs agree', () => {
  it('cover every operation of the three specs with at least one interaction', () => {
    const covered = new Set<string>();
    for (const [service, interactions] of Object.entries(pacts) as [ServiceName, PactInteraction[]][]) {
      for (const interaction of interactions) {
        const operation = operationOf(service, interaction);
        if (operation) covered.add(operation.operation.operationId);
      }
    }
    const missing = listOperations()
      .map((operation) => operation.operation.operationId)
      .filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
    expect(covered.size).toBe(listOperations().length);
  });

  for (const [service, interactions] of Object.entries(pacts) as [ServiceName, PactInteraction[]][]) {
    it(`${service}: every interaction is a documented call, with a documented status and a body that fits its schema`, () => {
      expect(interactions.length).toBeGreaterThan(0);
      for (const interaction of interactions) {
        const entry = operationOf(service, interaction);
        expect(entry, `${interaction.description}: ${interaction.request.method} ${interaction.request.path} is not in ${service}.yaml`).toBeDefined();
        const { operation, path: template, method } = entry!;
        expect(Object.keys(operation.responses), `${interaction.description}: status ${interaction.response.status}`).toContain(
          String(interaction.response.status),
        );
        // Bytes (a photo) fit when the spec documents their media type; JSON is checked against its schema.
        if (isBytes(interaction.request)) {
          expect(documentedMediaTypes(service, operation.requestBody as never), interaction.description).toContain(mediaTypeOf(interaction.request));
        }
        if (isBytes(interaction.response)) {
          expect(documentedMediaTypes(service, operation.responses[String(interaction.response.status)] as never), interaction.description).toContain(
            mediaTypeOf(interaction.response),
          );
        }
        // A request answered 400 is wrong on purpose; every other request must fit the spec.
        const requestBody = interaction.response.status === 400 || isBytes(interaction.request) ? undefined : interaction.request.body?.content;
        if (requestBody !== undefined) {
          const schemaRef = `${service}.yaml#/${pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema')}`;
          const validate = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
          expect(validate(requestBody), `${interaction.description} request: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
        const responseBody = isBytes(interaction.response) ? undefined : interaction.response.body?.content;
        if (responseBody !== undefined) {
          const schemaRef = responseSchemaPointer(service, template, method, interaction.response.status, operation);
          expect(schemaRef, `${interaction.description}: the spec documents no body for ${interaction.response.status}`).toBeDefined();
          const validate = ajv.getSchema(schemaRef!) ?? ajv.compile({ $ref: schemaRef });
          expect(validate(responseBody), `${interaction.description} response: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
      }
    });
  }
});
