import { Link } from '../Link/Link';
import { Badge } from '../Badge/Badge';
import { formatDateTime, formatPrice } from './format';
import type { ProductCardData } from './product-card-data';
import * as styles from '../styles/card.css';
import { Icon } from '../Icon/Icon';
import { MarkedText } from '../MarkedText/MarkedText';
import type { TextMark } from '../MarkedText/segments';

/** The facts of a product, shared by the card and the product page (docs/product.md §2). */
export function ProductFacts({ product }: { product: ProductCardData }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>Unitate masura</dt>
      <dd className={styles.detail}>{product.sellType}</dd>
      <dt className={styles.term}>Mod ambalare</dt>
      <dd className={styles.detail}>{product.packageType}</dd>
      <dt className={styles.term}>Livrabil</dt>
      <dd className={styles.detail}>{product.isDeliverable ? 'Da' : 'Nu'}</dd>
      <dt className={styles.term}>Telefon</dt>
      <dd className={styles.detail}>
        <Link className={styles.link} href={`tel:${product.phone.replace(/\s+/g, '')}`}>
          {product.phone}
        </Link>
      </dd>
      <dt className={styles.term}>Vândut de</dt>
      <dd className={styles.detail}>
        <Link className={styles.link} href={`/search?${new URLSearchParams({ seller: product.seller, owner: product.owner })}`}>
          {product.seller}
        </Link>
      </dd>
      <dt className={styles.term}>Actualizat la</dt>
      <dd className={styles.detail}>
        <time dateTime={product.updatedAt}>{formatDateTime(product.updatedAt)}</time>
      </dd>
      <dt className={styles.term}>ID</dt>
      <dd className={styles.detail}>{product.uuid}</dd>
    </dl>
  );
}

/** Where, what and for how much, with the badges: shared by the card and the product page. */
export function ProductSummary({ product, descriptionMarks }: { product: ProductCardData; descriptionMarks?: readonly TextMark[] | undefined }) {
  return (
    <>
      <p className={styles.muted}>
        <Icon name="location" /> {product.city}
      </p>
      <p className={styles.detail}>
        <MarkedText text={product.description} marks={descriptionMarks} />
      </p>
      <p className={styles.price}>{formatPrice(product.price)}</p>
      <div className={styles.badges}>
        <Badge tone={product.vatIncluded ? 'brand' : 'neutral'}>{product.vatIncluded ? 'TVA inclus' : 'Fara TVA'}</Badge>
        {product.negotiable ? <Badge tone="warning">Negociabil</Badge> : null}
        <Badge tone={product.inStock ? 'success' : 'danger'}>{product.inStock ? 'În Stoc' : 'Stoc Epuizat'}</Badge>
      </div>
    </>
  );
}
