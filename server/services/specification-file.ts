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

const read = new Map<ServiceName, { text: string; document: object }>();

function specification(service: ServiceName): { text: string; document: object } {
  let found = read.get(service);
  if (!found) {
    found = {
      text: readFileSync(specificationOf(service), 'utf8'),
      document: JSON.parse(readFileSync(specificationOf(service, 'json'), 'utf8')) as object,
    };
    read.set(service, found);
  }
  return found;
}

/** The spec's text as the file holds it, read once a process. */
export const specificationText = (service: ServiceName): string => specification(service).text;

/**
 * The spec parsed, once a process. Each caller gets its own copy, since the route mounter and the
 * docs page each walk, and may annotate, the document they are given.
 */
export const specificationDocument = (service: ServiceName): object => structuredClone(specification(service).document);
