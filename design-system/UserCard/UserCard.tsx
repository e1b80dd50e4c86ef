import type { ReactNode } from 'react';
import { Badge, roleTone } from '../Badge/Badge';
import { badges, card, facts, term, detail, title, actions as actionsStyle } from '../styles/card.css';

/** The profile fields a user card shows (docs/product.md §3). */
export interface UserCardData {
  uuid: string;
  username: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  sellerName: string;
  /** The seller's fiscal code (CUI), and whether its check digit is right (issue #49). */
  sellerIdentifier?: string;
  sellerIdentifierValid?: boolean;
  /** What ANAF's register last said of the company (issue #49). */
  company?: UserCompany;
  isVerified: boolean;
  isEnabled: boolean;
  roles: string[];
}

interface UserCompany {
  state: 'UNCHECKED' | 'ACTIVE' | 'INACTIVE' | 'STRUCK_OFF' | 'NOT_FOUND';
  checkedAt?: string;
  name?: string;
  registration?: string;
  vatPayer?: boolean;
  since?: string;
}

const companyBadges: Record<UserCompany['state'], { text: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  UNCHECKED: { text: 'Neverificat la ANAF', tone: 'neutral' },
  ACTIVE: { text: 'Firmă activă', tone: 'success' },
  INACTIVE: { text: 'Firmă inactivă: produse ascunse', tone: 'danger' },
  STRUCK_OFF: { text: 'Firmă radiată: produse ascunse', tone: 'danger' },
  NOT_FOUND: { text: 'Negăsită la ANAF', tone: 'warning' },
};

/** A day as `dd.MM.yyyy`, Bucharest time: when the register was asked, or since when a company is inactive. */
const day = new Intl.DateTimeFormat('ro-RO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Bucharest' });
const roDate = (iso: string) => day.format(new Date(iso));

/** What the register said, in a line: when, the name and register number, VAT, and since when a company is inactive or struck off. */
function companyLine(company: UserCompany): string {
  return [
    company.checkedAt ? `verificat la ${roDate(company.checkedAt)}` : undefined,
    company.name,
    company.registration,
    company.vatPayer === undefined ? undefined : company.vatPayer ? 'plătitor de TVA' : 'neplătitor de TVA',
    company.since ? `din ${roDate(company.since)}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

export interface UserCardProps {
  /** The user to show. */
  user: UserCardData;
  /** Valideaza, enable/disable, edit and delete, which the screen disables for ADMIN_HORECA accounts. */
  actions?: ReactNode;
  /** The heading level of the name, so the card fits the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/** One user in the administration list. */
export function UserCard({ user, actions, headingLevel = 3 }: UserCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card} aria-labelledby={`user-${user.uuid}`}>
      <Heading className={title} id={`user-${user.uuid}`}>
        {user.firstName} {user.lastName} <span>({user.username})</span>
      </Heading>
      <div className={badges}>
        {user.roles.map((role) => (
          <Badge key={role} tone={roleTone(role)}>
            {role}
          </Badge>
        ))}
        <Badge tone={user.isVerified ? 'success' : 'warning'}>{user.isVerified ? 'Validat' : 'Nevalidat'}</Badge>
        <Badge tone={user.isEnabled ? 'success' : 'danger'}>{user.isEnabled ? 'Activ' : 'Dezactivat'}</Badge>
        {user.sellerIdentifierValid === false ? <Badge tone="warning">CUI invalid</Badge> : null}
        {user.company ? <Badge tone={companyBadges[user.company.state].tone}>{companyBadges[user.company.state].text}</Badge> : null}
      </div>
      <dl className={facts}>
        <dt className={term}>Email</dt>
        <dd className={detail}>{user.email}</dd>
        <dt className={term}>Telefon</dt>
        <dd className={detail}>{user.phone}</dd>
        <dt className={term}>Vânzător</dt>
        <dd className={detail}>{user.sellerName}</dd>
        {user.sellerIdentifier ? (
          <>
            <dt className={term}>Cod fiscal (CUI)</dt>
            <dd className={detail}>
              {user.sellerIdentifier}
              {user.sellerIdentifierValid === false ? ' — cifra de control nu se potrivește' : ''}
            </dd>
          </>
        ) : null}
        {user.company?.checkedAt ? (
          <>
            <dt className={term}>Registrul ANAF</dt>
            <dd className={detail}>{companyLine(user.company)}</dd>
          </>
        ) : null}
      </dl>
      {actions ? <div className={actionsStyle}>{actions}</div> : null}
    </article>
  );
}
