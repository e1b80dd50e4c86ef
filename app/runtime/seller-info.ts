import type { SellerInfoProps } from '../../design-system';
import type { PageSeller } from '../head/page-data';
import { companyBadgeText } from '../../openapi/domain/company-badge';
import { deliveryTermLines } from '../../openapi/domain/delivery-terms';
import { bucharestDaysBetween } from '../../openapi/domain/bucharest-days';
import { sellerPath } from '../head/page-head';

/** How fresh a seller's catalogue is, by Bucharest days: "Catalog actualizat azi", "ieri", "acum 2 zile". */
export function catalogueFreshness(updatedAt: string | undefined, now: Date = new Date()): string | undefined {
  if (!updatedAt) return undefined;
  const days = Math.max(0, bucharestDaysBetween(new Date(updatedAt), now));
  if (days === 0) return 'Catalog actualizat azi';
  if (days === 1) return 'Catalog actualizat ieri';
  return `Catalog actualizat acum ${days} ${days % 100 >= 20 || days % 100 === 0 ? 'de zile' : 'zile'}`;
}

/** What the seller section shows of a seller (issue #49): on their page, with the catalogue's freshness; beside a product, with the way to their page. */
export function sellerInfoProps(seller: PageSeller, where: 'page' | 'product'): SellerInfoProps {
  return {
    seller,
    heading: where === 'page' ? 'Despre comerciant' : 'Informații comerciant',
    // Under the page's h1 either way: the product page's title is its only heading above it.
    headingLevel: 2,
    badge: companyBadgeText(seller.company),
    terms: seller.deliveryTerms ? deliveryTermLines(seller.deliveryTerms) : [],
    ...(where === 'page' ? { freshness: catalogueFreshness(seller.catalogueUpdatedAt) } : { pageHref: sellerPath(seller.slug) }),
  };
}
