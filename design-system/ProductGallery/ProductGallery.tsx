import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { ProductPhoto } from '../ProductPhoto/ProductPhoto';
import type { PhotoData } from '../ProductPhoto/photo-data';
import * as styles from './ProductGallery.css';

export interface ProductGalleryProps {
  /** The product's photos, the cover first; without any, the placeholder. */
  photos: readonly PhotoData[];
}

/** The product page is as wide as the page's 72rem column, or the phone's screen. */
const mainSizes = '(min-width: 72rem) 40rem, calc(100vw - 4rem)';

/**
 * The product page's photos: the chosen one large, with its text alternative, and a row of
 * thumbnails, a radio group ("Alege fotografia") of one toggle button each ("Fotografia 2 din
 * 3: …"), chosen by pointer, or by Tab then the arrow keys and Enter or Space. With one photo there is nothing to choose.
 */
export function ProductGallery({ photos }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  const shown = photos[chosen] ?? photos[0];
  const label = (index: number) => `Fotografia ${index + 1} din ${photos.length}`;
  return (
    <figure className={styles.gallery}>
      <ProductPhoto photo={shown} sizes={mainSizes} loading={chosen === 0 ? 'eager' : 'lazy'} />
      {photos.length > 1 ? (
        <>
          <figcaption className={styles.caption}>{label(chosen)}</figcaption>
          <ToggleButtonGroup
            className={styles.thumbnails}
            aria-label="Alege fotografia"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[chosen]}
            onSelectionChange={(keys: Set<Key>) => setChosen(Number([...keys][0] ?? 0))}
          >
            {photos.map((photo, index) => (
              <ToggleButton key={photo.id} id={index} className={styles.thumbnail} aria-label={`${label(index)}: ${photo.alt}`}>
                <ProductPhoto photo={photo} sizes="4rem" decorative />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      ) : null}
    </figure>
  );
}
