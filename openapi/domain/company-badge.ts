import { shownBucharestDay } from './bucharest-days';

/** What ANAF's register last said of a seller's company, as a page shows it (issue #49). */
export interface ShownCompany {
  state: 'UNCHECKED' | 'ACTIVE' | 'INACTIVE' | 'STRUCK_OFF' | 'NOT_FOUND';
  checkedAt?: string | undefined;
  vatPayer?: boolean | undefined;
}

/**
 * The dated badge a buyer reads: "Firmă activă, plătitor de TVA — verificat la 28.11.2026", or
 * "Firmă neverificată la ANAF" until the register was asked (always in local mode).
 */
export function companyBadgeText(company: ShownCompany): string {
  if (company.state === 'UNCHECKED' || !company.checkedAt) return 'Firmă neverificată la ANAF';
  const said = {
    ACTIVE: `Firmă activă${company.vatPayer ? ', plătitor de TVA' : ', neplătitor de TVA'}`,
    INACTIVE: 'Firmă inactivă fiscal',
    STRUCK_OFF: 'Firmă radiată',
    NOT_FOUND: 'Firmă negăsită în registrul ANAF',
  }[company.state];
  return `${said} — verificat la ${shownBucharestDay(company.checkedAt)}`;
}
