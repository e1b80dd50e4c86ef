/**
 * Packages that only some requests use, loaded at their first use rather than at start: the image
 * libraries (photos, link previews, the demo's pictures) and WebAuthn (passkeys) were a third of
 * the time a start spent loading packages (issue #28, decision 035). Node loads each once.
 */
import type sharp from 'sharp';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';

let sharpLoaded: Promise<typeof sharp> | undefined;

/** sharp, with its operation cache off: every image it sees is new (an upload, a cover), so the cache would only hold memory. */
export async function sharpOf(input?: SharpInput, options?: SharpOptions): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: loaded }) => {
    loaded.cache(false);
    return loaded;
  });
  return (await sharpLoaded)(input, options);
}

export const webAuthn = () => import('@simplewebauthn/server');

export const satori = async () => (await import('satori')).default;

export const resvg = () => import('@resvg/resvg-js');
