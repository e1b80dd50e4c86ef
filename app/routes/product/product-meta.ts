import type { ProductCardData } from '../../../design-system';

/** The schema.org Product of a product page, for search engines (JSON-LD). */
export function productJsonLd(product: ProductCardData, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.uuid,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'RON',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.seller },
      areaServed: product.city,
    },
  };
}

/** A description for search results: the product's own, cut at a word, at most 160 characters. */
export function metaDescription(product: ProductCardData): string {
  const text = `${product.name}: ${product.description.replace(/\s+/g, ' ').trim()}`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

/** Puts the description and JSON-LD into <head>; the returned function restores the page. */
export function applyProductMeta(product: ProductCardData, pageUrl: string): () => void {
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const previous = description?.content;
  if (description) description.content = metaDescription(product);
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  // `<` is escaped so a product text can never close the script element.
  script.textContent = JSON.stringify(productJsonLd(product, pageUrl)).replace(/</g, '\\u003c');
  document.head.append(script);
  return () => {
    script.remove();
    if (description && previous !== undefined) description.content = previous;
  };
}
