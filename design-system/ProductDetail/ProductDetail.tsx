import { Badge } from '../Badge/Badge';
import type { ProductCardData } from '../ProductCard/ProductCard';
import { formatPrice } from '../ProductCard/format';
import { ProductFacts } from '../ProductCard/ProductFacts';
import * as styles from '../ProductCard/ProductCard.css';
import { detailPage } from './ProductDetail.css';

export interface ProductDetailProps {
  /** The product to show. */
  product: ProductCardData;
}

/**
 * The product page's content (SPEC §2). Livrabil reads the deliverable flag: the seed's screen
 * read the negotiable flag there, which the spec calls a defect.
 */
export function ProductDetail({ product }: ProductDetailProps) {
  return (
    <article className={`${styles.card} ${detailPage}`} aria-labelledby="product-title">
      <h1 className={styles.title} id="product-title">
        {product.name}
      </h1>
      <p className={styles.muted}>
        <span aria-hidden="true">📍 </span>
        {product.city}
      </p>
      <p className={styles.detail}>{product.description}</p>
      <p className={styles.price}>{formatPrice(product.price)}</p>
      <div className={styles.badges}>
        {product.negotiable ? <Badge tone="warning">Negociabil</Badge> : null}
        <Badge tone={product.inStock ? 'success' : 'danger'}>{product.inStock ? 'În Stoc' : 'Stoc Epuizat'}</Badge>
        <Badge tone={product.vatIncluded ? 'brand' : 'neutral'}>{product.vatIncluded ? 'TVA inclus' : 'Fara TVA'}</Badge>
      </div>
      <ProductFacts product={product} />
    </article>
  );
}
