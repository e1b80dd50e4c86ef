import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
});
