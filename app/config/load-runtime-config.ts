import type { RuntimeConfig } from '../../openapi/runtime-config';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value: unknown): value is string => isText(value) && URL.canParse(value) && /^https?:/.test(value);

/**
 * The shape check of `/config.json` that runs before the first screen. It mirrors the zod
 * schema in openapi/runtime-config.ts (a test holds the two to the same answers), written
 * by hand because zod on the first load would cost 15 kB gzip of the 160 kB budget (decision 010).
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.services) || !isRecord(value.captcha)) throw new Error('config.json: not a configuration');
  const { services, captcha } = value;
  if (!isText(services.auth) || !isText(services.product) || !isText(services.search)) throw new Error('config.json: services');
  const { siteKey } = captcha;
  const parsedCaptcha: RuntimeConfig['captcha'] | undefined =
    captcha.mode === 'recaptcha' && isText(siteKey) ? { mode: 'recaptcha', siteKey } : captcha.mode === 'local' ? { mode: 'local' } : undefined;
  if (!parsedCaptcha) throw new Error('config.json: captcha');
  if (!isText(value.siteName) || !isText(value.version) || !isUrl(value.publicUrl)) throw new Error('config.json: site');
  if (!isText(value.contactEmail) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.contactEmail)) throw new Error('config.json: contactEmail');
  return {
    services: { auth: services.auth, product: services.product, search: services.search },
    captcha: parsedCaptcha,
    siteName: value.siteName,
    publicUrl: value.publicUrl,
    version: value.version,
    contactEmail: value.contactEmail,
  };
}

/** Reads `/config.json` at start; nothing about the deployment is baked into the build. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
