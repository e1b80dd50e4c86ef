import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import type { BadgeVariants } from '../Badge/Badge.css';
import { Link } from '../Link/Link';
import * as styles from '../styles/card.css';
import { factRow, sentenceBadge, subtitle } from './SellerInfo.css';

/** A seller as the buyer meets them (issue #49): the trader's identity, what ANAF's register said, and the delivery terms. */
export interface SellerInfoData {
  name: string;
  fiscalCode: string;
  phone: string;
  email: string;
  company: {
    state: 'UNCHECKED' | 'ACTIVE' | 'INACTIVE' | 'STRUCK_OFF' | 'NOT_FOUND';
    name?: string | undefined;
    address?: string | undefined;
    registration?: string | undefined;
  };
}

export interface SellerInfoProps {
  seller: SellerInfoData;
  /** The section's heading: "Informații comerciant" beside a product, "Despre comerciant" on the seller's page. */
  heading: string;
  headingLevel: 2 | 3;
  /** What the register said, dated: "Firmă activă, plătitor de TVA — verificat la 28.11.2026". */
  badge: string;
  /** The delivery terms as lines ("Comandă minimă", "300 RON"); none while the seller has not set them. */
  terms: readonly { label: string; value: string }[];
  /** How fresh the catalogue is ("Catalog actualizat acum 2 zile"), where the page says it. */
  freshness?: string | undefined;
  /** The seller's page, where the section stands beside a product. */
  pageHref?: string | undefined;
}

const tones: Record<SellerInfoData['company']['state'], BadgeVariants['tone']> = {
  UNCHECKED: 'neutral',
  ACTIVE: 'success',
  INACTIVE: 'danger',
  STRUCK_OFF: 'danger',
  NOT_FOUND: 'warning',
};

/**
 * Who sells and on what terms (issue #49; the EU's DSA, Art. 30): the trader's legal name,
 * address, trade register number and fiscal code, a phone (a `tel:` link) and an e-mail (a
 * `mailto:` link), the register's dated word as a badge, and the delivery terms, or a line that
 * the seller has not set them. A section named by its heading, its facts a description list.
 */
export function SellerInfo({ seller, heading, headingLevel, badge, terms, freshness, pageHref }: SellerInfoProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const company = seller.company;
  const identity = [
    { term: 'Denumire', value: company.name ?? seller.name },
    ...(company.address ? [{ term: 'Adresă', value: company.address }] : []),
    ...(company.registration ? [{ term: 'Nr. Reg. Com.', value: company.registration }] : []),
    { term: 'Cod fiscal', value: seller.fiscalCode },
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {heading}
      </Heading>
      <p className={sentenceBadge}>
        <Badge tone={tones[company.state]}>{badge}</Badge>
      </p>
      {freshness ? <p className={styles.muted}>{freshness}</p> : null}
      <dl className={styles.facts}>
        {identity.map((fact) => (
          <div key={fact.term} className={factRow}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.detail}>{fact.value}</dd>
          </div>
        ))}
        <div className={factRow}>
          <dt className={styles.term}>Telefon</dt>
          <dd className={styles.detail}>
            <Link className={styles.link} href={`tel:${seller.phone}`}>
              {seller.phone}
            </Link>
          </dd>
        </div>
        <div className={factRow}>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.detail}>
            <Link className={styles.link} href={`mailto:${seller.email}`}>
              {seller.email}
            </Link>
          </dd>
        </div>
      </dl>
      <Subheading className={subtitle}>Condiții de livrare</Subheading>
      {terms.length > 0 ? (
        <dl className={styles.facts}>
          {terms.map((line) => (
            <div key={line.label} className={factRow}>
              <dt className={styles.term}>{line.label}</dt>
              <dd className={styles.detail}>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>Comerciantul nu a spus încă unde și când livrează. Întreabă-l la telefon sau pe e-mail.</p>
      )}
      {pageHref ? (
        <p className={styles.actions}>
          <Link className={styles.link} href={pageHref}>
            {`Pagina comerciantului ${seller.name}`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
