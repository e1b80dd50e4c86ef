import type { ProductCardData, ProductFact } from './product-card-data';

/** The facts the app lists for a story's product (the first specification's four), as its field list would give them. */
export const storyFacts = (product: ProductCardData): ProductFact[] => [
  { term: 'Unitate masura', text: product.sellType },
  { term: 'Mod ambalare', text: product.packageType },
  { term: 'Livrabil', text: product.isDeliverable ? 'Da' : 'Nu' },
  { term: 'Telefon', text: product.phone, href: `tel:${product.phone}` },
];
