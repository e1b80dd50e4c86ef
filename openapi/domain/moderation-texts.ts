import type { components } from '../generated/product';

type Schemas = components['schemas'];
export type ReportReason = Schemas['ReportReason'];
export type ModerationAction = Schemas['ModerationAction'];
export type ModerationGround = Schemas['ModerationGround'];

/** The reasons a report may give (issue #51, DSA Art. 16), as the form and the mails name them. */
export const reportReasons: Record<ReportReason, string> = {
  ILLEGAL: 'Produs ilegal',
  COUNTERFEIT: 'Produs contrafăcut',
  DANGEROUS: 'Produs periculos',
  MISLEADING: 'Descriere înșelătoare',
  WRONG_CATEGORY: 'Categorie greșită',
  OTHER: 'Alt motiv',
};

/** The reasons for which a sender may stay anonymous, as the Act allows; the others need a name and an e-mail. */
export const anonymousReasons: readonly ReportReason[] = ['ILLEGAL', 'COUNTERFEIT'];

/** A report's, a decision's reference, from its number: R-000123, D-000012. */
export const reportReference = (number: number): string => `R-${String(number).padStart(6, '0')}`;
export const decisionReference = (number: number): string => `D-${String(number).padStart(6, '0')}`;

/** What each decision does, in the administrators' choice and in the statement of reasons. */
export const moderationActions: Record<ModerationAction, string> = {
  DISMISS: 'Respinge raportările (produsul rămâne)',
  HIDE_LISTING: 'Ascunde produsul',
  SUSPEND_SELLER: 'Suspendă vânzătorul',
};

export const moderationGrounds: Record<ModerationGround, string> = {
  LAW: 'Legea',
  TERMS: 'Termenii și condițiile site-ului',
  NONE: 'Niciun temei de restrângere',
};

/** A complaint may be made within six months of the decision (DSA Art. 20(1)). */
export const complaintMonths = 6;

/** What a decision restricted, said to the seller. */
export function restrictionOf(action: ModerationAction, productName: string): string {
  if (action === 'HIDE_LISTING') return `Produsul „${productName}” nu mai apare în căutare, iar pagina lui nu mai poate fi deschisă.`;
  if (action === 'SUSPEND_SELLER')
    return 'Contul tău de vânzător este suspendat: niciun produs al tău nu mai apare în căutare, iar pagina ta de vânzător nu mai poate fi deschisă. Poți intra în cont în continuare, ca să vezi și să contești decizia.';
  return `Produsul „${productName}” rămâne în căutare; nu am restrâns nimic.`;
}
