import { fileURLToPath } from 'node:url';
import type { ServiceName } from '../../openapi/services';

/** The folder of the three bundled OpenAPI files, each self-contained. */
export const specificationDir = fileURLToPath(new URL('../../openapi/generated/', import.meta.url));

/**
 * `openapi/generated/<service>.yaml`, the service's spec bundled with `openapi/common.yaml` by
 * `npm run openapi:generate`: what the server validates with, and what /api-docs shows.
 */
export const specificationOf = (service: ServiceName): string => `${specificationDir}${service}.yaml`;
