import { z } from 'zod/mini';

/**
 * `GET /config.json`: what the front end reads at start. Nothing here is baked in at build
 * time, so one build runs against any deployment.
 */
export const runtimeConfigSchema = z.object({
  services: z.object({
    auth: z.string().check(z.minLength(1)),
    product: z.string().check(z.minLength(1)),
    search: z.string().check(z.minLength(1)),
  }),
  captcha: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('recaptcha'), siteKey: z.string().check(z.minLength(1)) }),
    z.object({ mode: z.literal('local') }),
  ]),
  siteName: z.string().check(z.minLength(1)),
  publicUrl: z.url(),
  /** Where the contact form's messages go; the terms name it too. */
  contactEmail: z.email(),
  version: z.string().check(z.minLength(1)),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The front-end version label shown in the navigation (docs/product.md §1). */
export const frontendVersion = '0.0.21-p';

/**
 * The token the local captcha check ("Nu sunt robot") hands in. The server accepts it only
 * in local captcha mode, that is, when no reCAPTCHA keys are configured.
 */
export const localCaptchaToken = 'local-captcha:nu-sunt-robot';
