import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceName } from '../../openapi/services';
import { projectRoot } from '../project-root';

/** The folder of the three bundled OpenAPI files, each self-contained. */
const specificationDir = join(projectRoot, 'openapi', 'generated');

/**
 * `openapi/generated/<service>.yaml`, the service's spec bundled with `openapi/common.yaml` by
 * `npm run openapi:generate`: what /api-docs shows. The server validates with the same document
 * written as JSON beside it, which parses in a fraction of the time.
 */
export const specificationOf = (service: ServiceName, format: 'yaml' | 'json' = 'yaml'): string => join(specificationDir, `${service}.${format}`);

/** The spec's text as the file holds it. */
export const specificationText = (service: ServiceName): string => readFileSync(specificationOf(service), 'utf8');

/**
 * The spec parsed, read afresh for each caller: the route mounter and the docs page each walk, and
 * may annotate, the document they are given (issue #28).
 */
export const specificationDocument = (service: ServiceName): object => JSON.parse(readFileSync(specificationOf(service, 'json'), 'utf8')) as object;
