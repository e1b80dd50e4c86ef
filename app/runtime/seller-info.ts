import type { SellerInfoProps } from '../../design-system';
import type { PageSeller } from '../head/page-data';
import { companyBadgeText } from '../../openapi/domain/company-badge';
import { deliveryTermLines } from '../../openapi/domain/delivery-terms';
import { sellerPath } from '../head/page-head';

const bucharestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayNumber = (moment: Date): number => Date.parse(bucharestDay.format(moment)) / 86_400_000;

/** How fresh a seller's catalogue is, by Bucharest days: "Catalog actualizat azi", "ieri", "acum 2 zile". */
export function catalogueFreshness(updatedAt: string | undefined, now: Date = new Date()): string | undefined {
  if (!updatedAt) return undefined;
  const days = Math.max(0, Math.round(dayNumber(now) - dayNumber(new Date(updatedAt))));
  if (days === 0) return 'Catalog actualizat azi';
  if (days === 1) return 'Catalog actualizat ieri';
  return `Catalog actualizat acum ${days} ${days % 100 >= 20 || days % 100 === 0 ? 'de zile' : 'zile'}`;
}

/** What the seller section shows of a seller (issue #49): on their page, with the catalogue's freshness; beside a product, with the way to their page. */
export function sellerInfoProps(seller: PageSeller, where: 'page' | 'product'): SellerInfoProps {
  return {
    seller,
    heading: where === 'page' ? 'Despre comerciant' : 'Informații comerciant',
    headingLevel: where === 'page' ? 2 : 3,
    badge: companyBadgeText(seller.company),
    terms: seller.deliveryTerms ? deliveryTermLines(seller.deliveryTerms) : [],
    ...(where === 'page' ? { freshness: catalogueFreshness(seller.catalogueUpdatedAt) } : { pageHref: sellerPath(seller.slug) }),
  };
}
