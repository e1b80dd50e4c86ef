/** A product photo as the API shows it (openapi `Photo`): its text alternative, size and renditions. */
export interface PhotoData {
  id: string;
  alt: string;
  width: number;
  height: number;
  renditions: readonly { url: string; type: string; width: number; height: number }[];
}

/** The `srcset` of one format's renditions, narrowest first. */
export const srcSetOf = (photo: PhotoData, type: string): string =>
  photo.renditions
    .filter((rendition) => rendition.type === type)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ');

/** The rendition a browser that reads no `srcset` shows: the widest WebP. */
export const fallbackOf = (photo: PhotoData): string =>
  (photo.renditions.filter((rendition) => rendition.type === 'image/webp').at(-1) ?? photo.renditions.at(-1))?.url ?? '';
