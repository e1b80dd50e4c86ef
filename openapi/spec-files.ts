import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { serviceNames, type ServiceName } from './services';

/** The parts of an OpenAPI document the checks and the server need. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: { schemas: Record<string, unknown>; [section: string]: unknown };
}

export interface OpenApiOperation {
  operationId: string;
  'x-roles': string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationEntry {
  service: ServiceName;
  method: (typeof httpMethods)[number];
  path: string;
  operation: OpenApiOperation;
}

/** The bundled spec, `openapi/generated/<service>.yaml`: the service file with the schemas of `common.yaml` drawn in. */
export function readSpec(service: ServiceName): OpenApiDocument {
  return parse(readFileSync(new URL(`./generated/${service}.yaml`, import.meta.url), 'utf8')) as OpenApiDocument;
}

/** Every operation of the three specs, in file order. */
export function listOperations(): OperationEntry[] {
  return serviceNames.flatMap((service) => {
    const spec = readSpec(service);
    return Object.entries(spec.paths).flatMap(([path, item]) =>
      httpMethods.filter((method) => method in item).map((method) => ({ service, method, path, operation: item[method] as OpenApiOperation })),
    );
  });
}
