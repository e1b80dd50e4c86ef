import type { components } from '../../openapi/generated/product';
import { Badge } from '../Badge/Badge';
import type { BadgeVariants } from '../Badge/Badge.css';
import { Link } from '../Link/Link';
import { formatPrice } from '../ProductCard/format';
import { muted } from '../styles/card.css';
import { line as lineStyle, name as nameStyle, notices, summary } from './OrderLineSummary.css';

type OrderLine = components['schemas']['OrderLine'];

export interface OrderLineSummaryProps {
  line: OrderLine;
  /** The heading level of the product's name inside the list. */
  headingLevel?: 3 | 4;
}

const stateNotices: Record<OrderLine['state'], { text: string; tone: BadgeVariants['tone'] } | undefined> = {
  AVAILABLE: undefined,
  OUT_OF_STOCK: { text: 'Nu este în stoc', tone: 'warning' },
  DISABLED: { text: 'Vânzătorul l-a scos din catalog', tone: 'danger' },
  DELETED: { text: 'Vânzătorul l-a șters', tone: 'danger' },
  SELLER_INACTIVE: { text: 'Vânzătorul nu mai este activ', tone: 'danger' },
};

/**
 * A line of an order list as the buyer reads it (issue #50): the product and its seller, the
 * price with TVA now (or as last seen, once the product is gone), and what changed since the
 * buyer last looked, each change a sentence: the price up or down and by how much, a new name,
 * out of stock, taken out or deleted by the seller, or a seller no longer active. A line never
 * disappears: a deleted product's line stays, named as last seen.
 */
export function OrderLineSummary({ line, headingLevel = 3 }: OrderLineSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const price = line.current ?? line.seen;
  const change = line.priceChange?.gross;
  const state = stateNotices[line.state];
  const changes = [
    ...(change !== undefined && change !== 0
      ? [
          {
            text: `${change > 0 ? 'Prețul a crescut' : 'Prețul a scăzut'} cu ${formatPrice(Math.abs(change))}, de la ${formatPrice(line.seen.gross)}`,
            tone: (change > 0 ? 'warning' : 'success') as BadgeVariants['tone'],
          },
        ]
      : []),
    ...(line.renamed ? [{ text: `Se numea „${line.renamed}”`, tone: 'neutral' as BadgeVariants['tone'] }] : []),
    ...(state ? [state] : []),
  ];
  return (
    <div className={summary}>
      <Heading className={nameStyle}>{line.state === 'DELETED' ? line.name : <Link href={`/product?id=${line.product}`}>{line.name}</Link>}</Heading>
      <p className={lineStyle}>{line.seller.slug ? <Link href={`/seller/${line.seller.slug}`}>{line.seller.name}</Link> : line.seller.name}</p>
      <p className={lineStyle}>
        {formatPrice(price.gross)} cu TVA / {line.unit} <span className={muted}>({formatPrice(price.net)} fără TVA)</span>
      </p>
      {changes.length > 0 ? (
        <ul className={notices} aria-label="Ce s-a schimbat">
          {changes.map((notice) => (
            <li key={notice.text}>
              <Badge tone={notice.tone}>{notice.text}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
