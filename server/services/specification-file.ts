import { fileURLToPath } from 'node:url';
import type { ServiceName } from '../../openapi/services';

/** The folder of the three OpenAPI files. */
export const specificationDir = fileURLToPath(new URL('../../openapi/', import.meta.url));

/** `openapi/<service>.yaml`: what the server validates with, and what /api-docs shows. */
export const specificationOf = (service: ServiceName): string => `${specificationDir}${service}.yaml`;
