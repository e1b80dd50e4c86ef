import { readFileSync } from 'node:fs';
import type { ServiceName } from '../../openapi/services';
import { unpackRouteTable, type RecordedRoute } from '../../openapi/route-table';
import { specificationOf } from './specification-file';

/**
 * `openapi/generated/<service>.routes.json`: the routes `npm run openapi:generate` recorded from
 * fastify-openapi-glue (decision 055). Deriving them at each start cost a sixth of it, most of it
 * compiling the OpenAPI meta-schema to check a spec the checks already hold valid.
 */
export const routeTablePath = (service: ServiceName): string => specificationOf(service, 'json').replace(/\.json$/, '.routes.json');

/** A service's routes as `npm run openapi:generate` recorded them. */
export const routeTable = (service: ServiceName): RecordedRoute[] => unpackRouteTable(readFileSync(routeTablePath(service), 'utf8'));
