import { allCities } from '../../openapi/domain/cities';
import { printedGtin } from '../../openapi/domain/gtin';
import type { ProductContent } from '../../openapi/domain/product-content';
import { productPrices } from '../../openapi/domain/product-prices';
import { companyBadgeText, type ShownCompany } from '../../openapi/domain/company-badge';
import { deliveryDaysText, type DeliveryTerms } from '../../openapi/domain/delivery-terms';
import { headTexts } from './head-texts';

/** The site a head belongs to: its name and its public address, without a trailing slash. */
export interface Site {
  name: string;
  publicUrl: string;
}

/** The site of a configuration, whose address may end in a slash. */
export const siteOf = (name: string, publicUrl: string): Site => ({ name, publicUrl: publicUrl.replace(/\/+$/, '') });

/** The fields of a product a page's head tells (the search and product services' `Product`). */
export interface HeadProduct {
  uuid: string;
  name: string;
  description: string;
  price: number;
  inStock: boolean;
  city: string;
  seller: string;
  /** The seller page's address (issue #49), when search shows the product. */
  sellerSlug?: string | undefined;
  updatedAt: string;
  /** Its photos, the cover first (issue #29); none, or absent, for a product without. */
  photos?: readonly HeadPhoto[] | undefined;
  /** What buyers compare by (issue #48): whether the price includes TVA, at which rate, what a unit holds, its barcode, brand and unit of sale. */
  vatIncluded: boolean;
  vatRate?: number | undefined;
  content?: ProductContent | undefined;
  gtin?: string | undefined;
  brand?: string | undefined;
  unitCode?: string | undefined;
}

/** A product photo as a head names it: its renditions, each at its own address on the site. */
export interface HeadPhoto {
  alt: string;
  renditions: readonly { url: string; type: string; width: number; height: number }[];
}

/** A photo's widest WebP rendition: the one every crawler and preview reads (Google, Facebook and WhatsApp read WebP; not all read AVIF). */
const widestWebp = (photo: HeadPhoto): HeadPhoto['renditions'][number] | undefined =>
  photo.renditions
    .filter((rendition) => rendition.type === 'image/webp')
    .reduce<HeadPhoto['renditions'][number] | undefined>((widest, rendition) => (widest && widest.width >= rendition.width ? widest : rendition), undefined);

/** What a search page is for: the criteria that change what it lists (not the order or the switches). */
export interface HeadSearch {
  text: string;
  city: string;
  owner?: string | undefined;
  /** The seller's name, when the search is one seller's. */
  seller?: string | undefined;
}

/**
 * A public page's own head (docs/product.md §2, "Shared links and crawlers"; decision 032): its title, description,
 * canonical address, Open Graph and Twitter tags and schema.org data. The server writes it into
 * the first response, for link previews and crawlers that run no JavaScript; the browser applies
 * the same head as the visitor moves, so a crawler that does run it reads the same.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'product';
  image: string;
  imageAlt: string;
  /** The product's price, as Open Graph's `product:price:*`. */
  price?: { amount: string; currency: 'RON' };
  /** An address that shows nothing (an unknown product) is kept out of indexes. */
  noindex?: boolean;
  jsonLd: readonly object[];
}

/** The product page's address: the one every link to a product uses. */
const productUrl = (site: Site, uuid: string): string => `${site.publicUrl}/product?id=${encodeURIComponent(uuid)}`;

/** What a product's preview image is drawn from: its fields and its cover. */
export type PreviewedProduct = Pick<HeadProduct, 'uuid' | 'updatedAt' | 'photos'>;

/** The rendition a product's preview image shows: its cover's widest WebP, if it has a cover. */
export const previewPhoto = (product: PreviewedProduct): HeadPhoto['renditions'][number] | undefined => {
  const cover = product.photos?.[0];
  return cover ? widestWebp(cover) : undefined;
};

/**
 * A product's version as its preview image's address names it: its last change, in base 36,
 * and its cover's address (content-hashed), since a photo changes the image but not the product.
 */
export const productImageVersion = (product: PreviewedProduct): string => {
  const photo = previewPhoto(product);
  const changed = Date.parse(product.updatedAt).toString(36);
  return photo ? `${changed}-${(photo.url.split('/').pop() ?? '').slice(0, 12)}` : changed;
};

/**
 * A product's preview image, from the site's root: a new address for each version, so caches
 * keep it for good (decision 032). A JPEG when it shows the cover, a PNG of text otherwise.
 */
export const productImagePath = (product: PreviewedProduct): string =>
  `/preview/product/${encodeURIComponent(product.uuid)}.${previewPhoto(product) ? 'jpg' : 'png'}?v=${productImageVersion(product)}`;

const productImageUrl = (site: Site, product: PreviewedProduct): string => `${site.publicUrl}${productImagePath(product)}`;

/** The site's own preview image, for every page that is not a product's. */
export const siteImagePath = '/preview/site.png';
const siteImageUrl = (site: Site): string => `${site.publicUrl}${siteImagePath}`;

/** A page's document title: '{page} | {site}', or the site's name alone. */
export const documentTitle = (title: string, siteName: string): string => (title ? `${title} | ${siteName}` : siteName);

/** A description for results pages and previews: the product's own, cut at a word, at most 160 characters. */
function productDescription(product: Pick<HeadProduct, 'name' | 'description'>): string {
  const text = `${product.name}: ${product.description.replace(/\s+/g, ' ').trim()}`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

const searchPath = (search: Partial<HeadSearch>): string => {
  const url = new URLSearchParams();
  if (search.text?.trim()) url.set('q', search.text.trim());
  if (search.city && search.city !== allCities) url.set('city', search.city);
  if (search.owner) url.set('owner', search.owner);
  const query = url.toString();
  return query ? `/search?${query}` : '/search';
};

const breadcrumbs = (site: Site, steps: readonly { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: steps.map((step, at) => ({ '@type': 'ListItem', position: at + 1, name: step.name, item: step.url })),
});

/**
 * An offer's prices as schema.org's `UnitPriceSpecification`s (issue #48): per unit of sale
 * with TVA and without (`valueAddedTaxIncluded`), and per kilogram, litre or piece
 * (`referenceQuantity`), as Google's merchant listings read a unit price.
 */
function priceSpecifications(product: HeadProduct): object[] {
  const prices = productPrices(product);
  const unitOfSale = product.unitCode ? { unitCode: product.unitCode } : {};
  const specification = (price: number, withTva: boolean, extra: object = unitOfSale) => ({
    '@type': 'UnitPriceSpecification',
    price: price.toFixed(2),
    priceCurrency: 'RON',
    valueAddedTaxIncluded: withTva,
    ...extra,
  });
  const specifications = [specification(prices.gross, true), specification(prices.net, false)];
  const unit = prices.unit;
  if (!unit) return specifications;
  const perUnit = { unitCode: unit.per, referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unit.per } };
  return [...specifications, specification(unit.gross, true, perUnit), specification(unit.net, false, perUnit)];
}

/** A barcode as schema.org names it: `gtin8`, `gtin12`, `gtin13` or `gtin14`, by the digits it prints with. */
const gtinProperty = (gtin: string): Record<string, string> => {
  const printed = printedGtin(gtin);
  return { [`gtin${printed.length}`]: printed };
};

/** A product page: the product's name, price and seller, its preview image (with its cover), its photos, `Product` with its `Offer`, and its place under search. */
export function productHead(site: Site, product: HeadProduct): PageHead {
  const url = productUrl(site, product.uuid);
  const image = productImageUrl(site, product);
  const description = productDescription(product);
  // The price a shopper pays, with TVA, as Open Graph and schema.org's `price` mean it.
  const price = productPrices(product).gross.toFixed(2);
  const photos = (product.photos ?? []).flatMap((photo) => {
    const rendition = widestWebp(photo);
    return rendition ? [`${site.publicUrl}${rendition.url}`] : [];
  });
  return {
    title: documentTitle(product.name, site.name),
    description,
    canonical: url,
    ogType: 'product',
    image,
    imageAlt: headTexts.productImageAlt(product.name, photos.length > 0),
    price: { amount: price, currency: 'RON' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        sku: product.uuid,
        ...(product.gtin ? gtinProperty(product.gtin) : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        url,
        // Every photo, the cover first; the preview card when there is none.
        image: photos.length > 0 ? photos : image,
        offers: {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: 'RON',
          priceSpecification: priceSpecifications(product),
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          areaServed: product.city,
          seller: {
            '@type': 'Organization',
            name: product.seller,
            ...(product.sellerSlug ? { url: `${site.publicUrl}${sellerPath(product.sellerSlug)}` } : {}),
          },
        },
      },
      breadcrumbs(site, [
        { name: headTexts.search, url: `${site.publicUrl}/search` },
        { name: product.city, url: `${site.publicUrl}${searchPath({ city: product.city })}` },
        { name: product.name, url },
      ]),
    ],
  };
}

/** The product page for an address that names no product shown: said so, and kept out of indexes. */
export function missingProductHead(site: Site): PageHead {
  return {
    ...plainHead(site, headTexts.missingProduct, headTexts.missingProductDescription, `${site.publicUrl}/search`),
    noindex: true,
  };
}

/** A search page: titled with what it is for (the text, the city, the seller) and listing its first page (`ItemList`). */
export function searchHead(site: Site, search: HeadSearch, firstPage: readonly Pick<HeadProduct, 'uuid'>[]): PageHead {
  const text = search.text.trim();
  const city = search.city !== allCities ? search.city : undefined;
  const seller = search.owner ? search.seller : undefined;
  const canonical = `${site.publicUrl}${searchPath({ text, city: search.city, owner: search.owner })}`;
  const head = plainHead(site, headTexts.searchTitle({ text, city, seller }), headTexts.searchDescription({ text, city, seller }), canonical);
  return {
    ...head,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: firstPage.map((product, at) => ({ '@type': 'ListItem', position: at + 1, url: productUrl(site, product.uuid) })),
      },
    ],
  };
}

/** The fields of a seller a page's head tells (the search service's `SellerPage`, issue #49). */
export interface HeadSeller {
  slug: string;
  name: string;
  fiscalCode: string;
  phone: string;
  email: string;
  company: ShownCompany & { name?: string | undefined; address?: string | undefined; registration?: string | undefined };
  deliveryTerms?: DeliveryTerms | undefined;
}

/** A seller's page address: the one every link to a seller uses. */
export const sellerPath = (slug: string): string => `/seller/${encodeURIComponent(slug)}`;

/** What a seller's delivery says in a sentence, for a description and a preview: where and when. */
export function deliverySentence(terms: DeliveryTerms | undefined): string {
  if (!terms) return '';
  const where = terms.cities.length > 0 ? `Livrează în ${terms.cities.slice(0, 3).join(', ')}${terms.cities.length > 3 ? ' și altele' : ''}` : '';
  const when = terms.days.length > 0 ? `${where ? ', ' : 'Livrează '}${deliveryDaysText(terms.days)}` : '';
  return `${where}${when}`;
}

/**
 * A seller's page (issue #49): titled with the seller's name, described with what the register
 * said and where they deliver, and carrying schema.org's `Organization` with the trader's legal
 * name, address, fiscal code and trade register number, as the EU's DSA (Art. 30) has a
 * marketplace show them. The products below have their own links; the browser writes the same head.
 */
export function sellerHead(site: Site, seller: HeadSeller): PageHead {
  const url = `${site.publicUrl}${sellerPath(seller.slug)}`;
  const head = plainHead(
    site,
    headTexts.sellerTitle(seller.name),
    headTexts.sellerDescription(seller.name, companyBadgeText(seller.company), deliverySentence(seller.deliveryTerms)),
    url,
  );
  const company = seller.company;
  return {
    ...head,
    image: `${site.publicUrl}${sellerImagePath(seller)}`,
    imageAlt: headTexts.sellerImageAlt(seller.name),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: seller.name,
        ...(company.name ? { legalName: company.name } : {}),
        url,
        telephone: seller.phone,
        email: seller.email,
        vatID: seller.fiscalCode,
        ...(company.registration ? { identifier: { '@type': 'PropertyValue', propertyID: 'Registrul Comerțului', value: company.registration } } : {}),
        ...(company.address ? { address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'RO' } } : {}),
        ...(seller.deliveryTerms && seller.deliveryTerms.cities.length > 0 ? { areaServed: seller.deliveryTerms.cities } : {}),
      },
    ],
  };
}

/** FNV-1a, 32 bits, in base 36: a short name for a version of what a preview shows. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * A seller's preview image, from the site's root (issue #49): a new address whenever what it
 * shows changes (the name, what the register said and when, the delivery), so caches keep it for good.
 */
export const sellerImagePath = (seller: Pick<HeadSeller, 'slug' | 'name' | 'company' | 'deliveryTerms'>): string =>
  `/preview/seller/${seller.slug}.png?v=${shortHash(JSON.stringify([seller.name, companyBadgeText(seller.company), deliverySentence(seller.deliveryTerms)]))}`;

/** A seller's page for an address that names no seller shown: said so, and kept out of indexes. */
export function missingSellerHead(site: Site): PageHead {
  return { ...plainHead(site, headTexts.missingSeller, headTexts.missingSellerDescription, `${site.publicUrl}/search`), noindex: true };
}

/** The public pages without data of their own. */
export type StaticPage = 'terms' | 'contact' | 'sitemap' | 'ranking' | 'accessibility' | 'privacy';

/** The terms, contact and sitemap pages, and what a public marketplace owes its users (issue #51): ranking, accessibility, privacy. */
export function staticPageHead(site: Site, page: StaticPage): PageHead {
  const { title, description } = headTexts.pages[page];
  return plainHead(site, title, description, `${site.publicUrl}/${page}`);
}

/** Every other address (`path` without its query): the site's own head, as the shell has always had. */
export function siteHead(site: Site, path: string): PageHead {
  return plainHead(site, '', headTexts.siteDescription, `${site.publicUrl}${path}`);
}

function plainHead(site: Site, title: string, description: string, canonical: string): PageHead {
  return { title: documentTitle(title, site.name), description, canonical, ogType: 'website', image: siteImageUrl(site), imageAlt: site.name, jsonLd: [] };
}
