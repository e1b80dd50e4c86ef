import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mediaTypesByOperation } from '../../openapi/operation-media-types';
import { serviceNames } from '../../openapi/services';
import { routeTable, routeTablePath } from './route-table-file';
import { specificationDocument } from './specification-file';

describe('the route table file', () => {
  it.each(serviceNames)('routes every operation of the %s spec, at its path and with its method', (service) => {
    const specification = specificationDocument(service) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const declared = Object.entries(specification.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => typeof operation === 'object' && typeof operation.operationId === 'string')
        .map(([method, operation]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')} ${operation.operationId}`),
    );
    const routed = routeTable(service).map(({ method, url, operationId }) => `${String(method)} ${url} ${operationId}`);
    expect(routed.sort()).toEqual(declared.sort());
    expect(statSync(routeTablePath(service)).size).toBeLessThan(200_000);
  });

  it.each(serviceNames)('gives each route of the %s spec the media types its operation declares for a body', (service) => {
    const declared = mediaTypesByOperation(specificationDocument(service));
    for (const route of routeTable(service)) expect(route.mediaTypes, route.operationId).toEqual(declared.get(route.operationId));
    expect(routeTable(service).some((route) => route.mediaTypes.length === 0)).toBe(true);
    expect(routeTable(service).some((route) => route.mediaTypes.includes('application/json'))).toBe(true);
  });
});
