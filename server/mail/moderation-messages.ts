import {
  complaintMonths,
  decisionReference,
  moderationGrounds,
  reportReasons,
  reportReference,
  restrictionOf,
  type ModerationAction,
  type ModerationGround,
  type ReportReason,
} from '../../openapi/domain/moderation-texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './messages';

/** The site's name and address, which every moderation mail signs with and links to. */
export interface SiteInfo {
  siteName: string;
  publicUrl: string;
}

/** A plain mail of paragraphs, each a line of the text and a paragraph of the HTML. */
export function paragraphsMail(to: string, site: SiteInfo, subject: string, paragraphs: string[], links: string[] = []): MailMessage {
  const text = ['Bună ziua,', '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), `Echipa ${site.siteName}`].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua,</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>Echipa ${escapeHtml(site.siteName)}</p>
</body></html>`;
  return { to, subject: `${subject} | ${site.siteName}`, text, html, links };
}

export interface ReportFacts {
  number: number;
  productName: string;
  reason: ReportReason;
  address: string;
}

/** The sender's receipt (DSA Art. 16(4)): the reference, and that every step will follow. */
export const reportReceiptMail = (to: string, site: SiteInfo, report: ReportFacts): MailMessage =>
  paragraphsMail(to, site, `Am primit raportul ${reportReference(report.number)}`, [
    `Am primit raportul tău despre produsul „${report.productName}” (${report.address}), cu referința ${reportReference(report.number)}.`,
    `Motivul ales: ${reportReasons[report.reason]}.`,
    'Un administrator îl analizează. Îți scriem la această adresă când decide și la fiecare pas care urmează.',
  ]);

export interface DecisionFacts {
  number: number;
  productName: string;
  action: ModerationAction;
  ground: ModerationGround;
  groundDetail: string;
  facts: string;
  automated: boolean;
}

/**
 * The statement of reasons a seller is sent (DSA Art. 17, P2B Art. 4): what was restricted, the
 * facts, the ground, whether it was automated, and how to contest it.
 */
export function statementOfReasonsMail(to: string, site: SiteInfo, decision: DecisionFacts): MailMessage {
  const reference = decisionReference(decision.number);
  const where = `${site.publicUrl}/decisions`;
  const subject = decision.action === 'SUSPEND_SELLER' ? 'contul tău de vânzător a fost suspendat' : `produsul „${decision.productName}” a fost ascuns`;
  return paragraphsMail(
    to,
    site,
    `Decizia ${reference}: ${subject}`,
    [
      `Am luat decizia ${reference} în urma unor raportări despre produsul „${decision.productName}”.`,
      `Ce am restrâns: ${restrictionOf(decision.action, decision.productName)}`,
      `Faptele: ${decision.facts}`,
      `Temeiul: ${moderationGrounds[decision.ground]}: ${decision.groundDetail}`,
      decision.automated ? 'Decizia a fost luată automat.' : 'Decizia a fost luată de un administrator, nu automat.',
      `Cum o contești: din contul tău, la ${where}, în cel mult ${complaintMonths} luni. Contestația o decide alt administrator decât cel care a luat decizia, iar rezultatul îți vine pe e-mail. Poți apela oricând și la instanță.`,
    ],
    [where],
  );
}

/** A sender hears what was decided on their report. */
export function reportDecidedMail(to: string, site: SiteInfo, report: { number: number }, decision: DecisionFacts): MailMessage {
  const outcome =
    decision.action === 'DISMISS'
      ? `Nu am restrâns produsul. Motivul: ${decision.groundDetail}. ${decision.facts}`
      : decision.action === 'HIDE_LISTING'
        ? `Am ascuns produsul: nu mai apare în căutare. Temeiul: ${moderationGrounds[decision.ground]}: ${decision.groundDetail}.`
        : `Am suspendat vânzătorul: produsele lui nu mai apar în căutare. Temeiul: ${moderationGrounds[decision.ground]}: ${decision.groundDetail}.`;
  return paragraphsMail(to, site, `Decizia pentru raportul ${reportReference(report.number)}`, [
    `Am analizat raportul tău ${reportReference(report.number)} despre produsul „${decision.productName}” (decizia ${decisionReference(decision.number)}).`,
    outcome,
    'Dacă nu ești de acord, scrie-ne din pagina de contact, cu referința raportului.',
  ]);
}

/** A sender hears that the seller contested the decision on their report. */
export const decisionContestedMail = (to: string, site: SiteInfo, report: { number: number }, decision: { number: number; productName: string }): MailMessage =>
  paragraphsMail(to, site, `Decizia pentru raportul ${reportReference(report.number)} a fost contestată`, [
    `Vânzătorul produsului „${decision.productName}” a contestat decizia ${decisionReference(decision.number)}, luată în urma raportului tău ${reportReference(report.number)}.`,
    'Contestația o decide alt administrator decât cel care a luat decizia. Îți scriem rezultatul.',
  ]);

export interface ComplaintOutcome {
  outcome: 'UPHELD' | 'REVERSED';
  reply: string;
}

/** The seller hears how their complaint was decided. */
export function complaintDecidedMail(to: string, site: SiteInfo, decision: DecisionFacts, complaint: ComplaintOutcome): MailMessage {
  const reference = decisionReference(decision.number);
  const result =
    complaint.outcome === 'REVERSED'
      ? decision.action === 'SUSPEND_SELLER'
        ? 'Am anulat decizia: produsele tale apar din nou în căutare.'
        : `Am anulat decizia: produsul „${decision.productName}” apare din nou în căutare.`
      : 'Am menținut decizia.';
  return paragraphsMail(to, site, `Contestația la decizia ${reference}: ${complaint.outcome === 'REVERSED' ? 'admisă' : 'respinsă'}`, [
    `Alt administrator decât cel care a luat decizia ${reference} a analizat contestația ta.`,
    result,
    `Motivul: ${complaint.reply}`,
    'Dacă nu ești de acord, poți apela la instanță.',
  ]);
}

/** A sender hears how the seller's complaint was decided. */
export const complaintDecidedForReporterMail = (
  to: string,
  site: SiteInfo,
  report: { number: number },
  decision: { number: number; productName: string },
  complaint: ComplaintOutcome,
): MailMessage =>
  paragraphsMail(to, site, `Contestația la decizia pentru raportul ${reportReference(report.number)}`, [
    `Contestația vânzătorului la decizia ${decisionReference(decision.number)} despre produsul „${decision.productName}” a fost decisă de alt administrator.`,
    complaint.outcome === 'REVERSED' ? 'Decizia a fost anulată: produsul apare din nou în căutare.' : 'Decizia a fost menținută.',
    `Motivul: ${complaint.reply}`,
  ]);
