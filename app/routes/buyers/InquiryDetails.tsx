import { Badge, formatDateTime, formatPrice } from '../../../design-system';
import type { components } from '../../../openapi/generated/product';
import { formatQuantity, inquiryStatuses } from '../../../openapi/domain/order-texts';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';

const t = buyerTexts.inquiries;
type Inquiry = components['schemas']['Inquiry'];

const tones = { NEW: 'brand', SEEN: 'neutral', CONFIRMED: 'success', REFUSED: 'danger' } as const;

/** An inquiry's status as a badge both sides read the same way. */
export const InquiryStatus = ({ inquiry }: { inquiry: Inquiry }) => (
  <Badge tone={tones[inquiry.status]}>
    {t.status}: {inquiryStatuses[inquiry.status]}
  </Badge>
);

/** What an inquiry asks for: its lines at the prices seen, the total, where to deliver, who to call, the buyer's message and the seller's answer. */
export function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  const { buyer } = inquiry;
  return (
    <div className={layout.stack}>
      <p className={layout.muted}>{formatDateTime(inquiry.createdAt)}</p>
      <ul>
        {inquiry.lines.map((line) => (
          <li key={`${line.product}-${line.name}`}>
            {line.name}: {formatQuantity(line.quantity)} ({line.unit}) × {formatPrice(line.gross)}
            {line.note ? ` – ${line.note}` : ''}
          </li>
        ))}
      </ul>
      <p>
        {t.total}: {formatPrice(inquiry.gross)} cu TVA ({formatPrice(inquiry.net)} fără TVA)
      </p>
      <dl className={layout.stack}>
        <div>
          <dt className={layout.muted}>{t.deliverTo}</dt>
          <dd>{buyer.location ? `${buyer.location.name}, ${buyer.location.address}, ${buyer.location.city}` : t.noLocation}</dd>
        </div>
        <div>
          <dt className={layout.muted}>{t.contact}</dt>
          <dd>
            {buyer.contact.name}, <a href={`tel:${buyer.contact.phone}`}>{buyer.contact.phone}</a>,{' '}
            <a href={`mailto:${buyer.contact.email}`}>{buyer.contact.email}</a>
          </dd>
        </div>
        {inquiry.message ? (
          <div>
            <dt className={layout.muted}>{t.message}</dt>
            <dd>{inquiry.message}</dd>
          </div>
        ) : null}
        {inquiry.answer ? (
          <div>
            <dt className={layout.muted}>{t.sellerAnswer}</dt>
            <dd>{inquiry.answer}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
