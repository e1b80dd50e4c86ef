import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { ProductFacts, ProductSummary } from './ProductParts';
import * as styles from '../styles/card.css';
import type { ProductCardData, ProductFact, ProductMarks, ProductPricing } from './product-card-data';
import { MarkedText } from '../MarkedText/MarkedText';
import { ProductPhoto } from '../ProductPhoto/ProductPhoto';

/** A card is the page's width on a phone, half of the 72rem page from the large breakpoint up. */
const cardPhotoSizes = '(min-width: 64rem) 34rem, calc(100vw - 4rem)';

export interface ProductCardProps {
  /** The product to show. */
  product: ProductCardData;
  /** The product's fields to list as facts, in order (the app works them out from its field list). */
  facts: readonly ProductFact[];
  /** Both prices and the unit price, as the site's price switch leads them; without it, the price as entered. */
  pricing?: ProductPricing | undefined;
  /** Makes the name a link to the product page; true only in the search results (docs/product.md §2). Defaults to false. */
  linkToDetail?: boolean;
  /** The heading level of the name, so the card fits the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** The words of the name and the description to mark, such as those a search matched. Defaults to none. */
  marks?: ProductMarks | undefined;
  /** Extra buttons, such as enable/disable, edit and delete in product management. */
  actions?: ReactNode;
  /** `eager` for the cards of the first row, whose photos are in the first view. Defaults to lazy. */
  photoLoading?: 'eager' | 'lazy';
}

/** One product as a card: its cover (or a placeholder) and every field of docs/product.md §2 "Product card". */
export function ProductCard({ product, facts, pricing, linkToDetail = false, headingLevel = 3, marks, actions, photoLoading = 'lazy' }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={`product-${product.uuid}`}>
      <Heading className={styles.title} id={`product-${product.uuid}`}>
        {linkToDetail ? (
          <Link className={styles.link} href={`/product?id=${encodeURIComponent(product.uuid)}`}>
            <MarkedText text={product.name} marks={marks?.name} />
          </Link>
        ) : (
          <MarkedText text={product.name} marks={marks?.name} />
        )}
      </Heading>
      {/* After the name for a screen reader, above it on the screen. */}
      <div className={styles.media}>
        <ProductPhoto photo={product.cover} sizes={cardPhotoSizes} loading={photoLoading} />
      </div>
      <ProductSummary product={product} pricing={pricing} descriptionMarks={marks?.description} />
      <ProductFacts product={product} facts={facts} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
