import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../openapi/runtime-config';
import { loadRuntimeConfig, parseRuntimeConfig } from './load-runtime-config';

const valid = {
  services: { auth: '/svc/auth', product: '/svc/product', search: '/svc/search' },
  captcha: { mode: 'local' },
  siteName: 'Catalog HoReCa',
  publicUrl: 'https://catalog.example.ro',
  version: '0.0.21-p',
  contactEmail: 'contact@catalog.example.ro',
};

const variants: [string, unknown][] = [
  ['valid, local captcha', valid],
  ['valid, reCAPTCHA', { ...valid, captcha: { mode: 'recaptcha', siteKey: 'abc' } }],
  ['reCAPTCHA without a site key', { ...valid, captcha: { mode: 'recaptcha' } }],
  ['an unknown captcha mode', { ...valid, captcha: { mode: 'none' } }],
  ['a missing service', { ...valid, services: { auth: '/a', product: '/p' } }],
  ['an empty site name', { ...valid, siteName: '' }],
  ['a public URL that is not one', { ...valid, publicUrl: 'catalog' }],
  ['a contact address that is not one', { ...valid, contactEmail: 'contact' }],
  ['no version', { ...valid, version: undefined }],
  ['not an object', 'config'],
  ['null', null],
];

describe('the runtime configuration check of the first load', () => {
  it.each(variants)('answers like the zod schema: %s', (_name, candidate) => {
    const zodAccepts = runtimeConfigSchema.safeParse(candidate).success;
    const check = () => parseRuntimeConfig(candidate);
    if (zodAccepts) expect(check()).toEqual(runtimeConfigSchema.parse(candidate));
    else expect(check).toThrow(/config\.json/);
  });

  it('loads /config.json, and refuses to start on an error status', async () => {
    const ok = async () => new Response(JSON.stringify(valid), { status: 200 });
    await expect(loadRuntimeConfig(ok as typeof fetch)).resolves.toMatchObject({ siteName: 'Catalog HoReCa' });
    const down = async () => new Response('', { status: 503 });
    await expect(loadRuntimeConfig(down as typeof fetch)).rejects.toThrow('503');
  });
});
