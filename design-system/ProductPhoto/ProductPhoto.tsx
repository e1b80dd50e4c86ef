import * as styles from './ProductPhoto.css';
import { fallbackOf, srcSetOf, type PhotoData } from './photo-data';

export interface ProductPhotoProps {
  /** The photo; without one, a neutral placeholder that screen readers skip. */
  photo?: PhotoData | undefined;
  /** How wide the photo is drawn, for the browser to pick a rendition (the `sizes` attribute). */
  sizes: string;
  /** `eager` for a photo in the first view (the first row of results, the product page's photo); `lazy` otherwise. Defaults to lazy. */
  loading?: 'eager' | 'lazy';
  /** The photo repeats what a label beside it says (a thumbnail in a labelled button): its text alternative is left empty. Defaults to false. */
  decorative?: boolean;
}

/** A product photo in a 4:3 frame: AVIF where the browser reads it, WebP otherwise, the rendition fit for the screen's width. */
export function ProductPhoto({ photo, sizes, loading = 'lazy', decorative = false }: ProductPhotoProps) {
  if (!photo || photo.renditions.length === 0) {
    return (
      <div className={styles.placeholder} aria-hidden="true" data-placeholder="">
        <svg className={styles.placeholderIcon} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2">
          <ellipse cx="24" cy="26" rx="20" ry="12" />
          <ellipse cx="24" cy="26" rx="11" ry="6" />
          <path d="M14 10l3-4h14l3 4" strokeLinecap="round" />
        </svg>
      </div>
    );
  }
  return (
    <picture className={styles.frame}>
      <source type="image/avif" srcSet={srcSetOf(photo, 'image/avif')} sizes={sizes} />
      <img
        className={styles.image}
        src={fallbackOf(photo)}
        srcSet={srcSetOf(photo, 'image/webp')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={decorative ? '' : photo.alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
