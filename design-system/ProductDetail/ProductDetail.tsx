import type { ProductCardData, ProductFact, ProductPricing } from '../ProductCard/product-card-data';
import { ProductFacts, ProductSummary } from '../ProductCard/ProductParts';
import * as styles from '../styles/card.css';
import { ProductGallery } from '../ProductGallery/ProductGallery';
import { detailPage, galleryColumn } from './ProductDetail.css';

export interface ProductDetailProps {
  /** The product to show. */
  product: ProductCardData;
  /** The product's fields to list as facts, in order (the app works them out from its field list). */
  facts: readonly ProductFact[];
  /** Both prices and the unit price, as the site's price switch leads them; without it, the price as entered. */
  pricing?: ProductPricing | undefined;
}

/**
 * The product page's content (docs/product.md §2): its photos, then its facts. Livrabil reads the deliverable flag: the seed's screen
 * read the negotiable flag there, which the spec calls a defect.
 */
export function ProductDetail({ product, facts, pricing }: ProductDetailProps) {
  return (
    <article className={`${styles.card} ${detailPage}`} aria-labelledby="product-title">
      <h1 className={styles.title} id="product-title">
        {product.name}
      </h1>
      <div className={galleryColumn}>
        <ProductGallery photos={product.photos ?? []} />
      </div>
      <ProductSummary product={product} pricing={pricing} />
      <ProductFacts product={product} facts={facts} />
    </article>
  );
}
