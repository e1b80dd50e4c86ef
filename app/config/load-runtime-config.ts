import { runtimeConfigSchema, type RuntimeConfig } from '../../openapi/runtime-config';

/** Reads `/config.json` at start; nothing about the deployment is baked into the build. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
