import { Fragment } from 'react';
import { Link } from '../Link/Link';
import { Badge } from '../Badge/Badge';
import { formatDateTime, formatPrice } from './format';
import type { ProductCardData, ProductFact, ProductPricing } from './product-card-data';
import * as styles from '../styles/card.css';
import { Icon } from '../Icon/Icon';
import { MarkedText } from '../MarkedText/MarkedText';
import type { TextMark } from '../MarkedText/segments';

/**
 * The facts of a product, shared by the card and the product page (docs/product.md §2): the
 * fields the app lists (`facts`), then who sells it (a link to the seller's page, issue #49, or
 * to their products where the seller has none), when it changed and its id.
 */
export function ProductFacts({ product, facts }: { product: ProductCardData; facts: readonly ProductFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <Fragment key={fact.term}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.detail}>
            {fact.href ? (
              <Link className={styles.link} href={fact.href}>
                {fact.text}
              </Link>
            ) : (
              fact.text
            )}
          </dd>
        </Fragment>
      ))}
      <dt className={styles.term}>Vândut de</dt>
      <dd className={styles.detail}>
        <Link className={styles.link} href={product.sellerSlug ? `/seller/${product.sellerSlug}` : `/search?owner=${product.owner}`}>
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

/** The prices: the leading one large, the other with the rate, the unit price; or, without the app's pricing, the price as entered. */
function Prices({ product, pricing }: { product: ProductCardData; pricing: ProductPricing | undefined }) {
  if (!pricing) return <p className={styles.price}>{formatPrice(product.price)}</p>;
  return (
    <>
      <p className={styles.price}>
        {pricing.lead.amount} <span className={styles.priceBasis}>{pricing.lead.basis}</span>
      </p>
      <p className={styles.muted}>{pricing.other}</p>
      {pricing.unit ? <p className={styles.unitPrice}>{pricing.unit}</p> : null}
    </>
  );
}

/** Where, what and for how much, with the badges: shared by the card and the product page. */
export function ProductSummary({
  product,
  pricing,
  descriptionMarks,
}: {
  product: ProductCardData;
  pricing?: ProductPricing | undefined;
  descriptionMarks?: readonly TextMark[] | undefined;
}) {
  return (
    <>
      <p className={styles.muted}>
        <Icon name="location" /> {product.city}
      </p>
      <p className={styles.detail}>
        <MarkedText text={product.description} marks={descriptionMarks} />
      </p>
      <Prices product={product} pricing={pricing} />
      <div className={styles.badges}>
        <Badge tone={product.vatIncluded ? 'brand' : 'neutral'}>{product.vatIncluded ? 'TVA inclus' : 'Fara TVA'}</Badge>
        {product.negotiable ? <Badge tone="warning">Negociabil</Badge> : null}
        <Badge tone={product.inStock ? 'success' : 'danger'}>{product.inStock ? 'În Stoc' : 'Stoc Epuizat'}</Badge>
      </div>
    </>
  );
}
