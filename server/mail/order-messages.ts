import { formatQuantity, formatRon, inquiryReference, inquiryStatuses, notAnOrder } from '../../openapi/domain/order-texts';
import type { InquiryBuyer } from '../db/schema';
import type { MailMessage } from './mailer';
import { paragraphsMail, type SiteInfo } from './moderation-messages';
import { linkMessage } from './messages';

/** An invitation to join a buyer's company (issue #50), valid 7 days. */
export const invitationMail = (mail: { to: string; siteName: string; company: string; inviter: string; link: string }): MailMessage =>
  linkMessage(
    { to: mail.to, siteName: mail.siteName, greetingName: mail.to, link: mail.link },
    `Invitație în compania ${mail.company}`,
    `${mail.inviter} te invită să te alături companiei ${mail.company} pe ${mail.siteName}, unde veți folosi împreună listele de comandă.`,
    'Creează-ți contul',
    'Linkul este valabil 7 zile și poate fi folosit o singură dată.',
    'Dacă nu te așteptai la această invitație, ignoră acest mesaj.',
  );

export interface InquiryFacts {
  number: number;
  listName: string;
  buyer: InquiryBuyer;
  message: string;
  lines: { name: string; unit: string; quantity: number; net: number; gross: number; note: string }[];
  net: number;
  gross: number;
}

/** The seller's copy of an inquiry: every line, the buyer's company, location and contact, and that it binds nothing. */
export function inquiryReceivedMail(to: string, site: SiteInfo, inquiry: InquiryFacts): MailMessage {
  const { buyer } = inquiry;
  const reference = inquiryReference(inquiry.number);
  const link = `${site.publicUrl}/inquiries`;
  return paragraphsMail(
    to,
    site,
    `Cerere nouă ${reference} de la ${buyer.company}`,
    [
      `${buyer.company} (CUI ${buyer.identifier}) îți trimite cererea ${reference}, din lista „${inquiry.listName}”.`,
      ...inquiry.lines.map(
        (line) =>
          `${line.name}: cantitate ${formatQuantity(line.quantity)} (${line.unit}), preț văzut ${formatRon(line.gross)} cu TVA (${formatRon(line.net)} fără TVA)${line.note ? `. Notă: ${line.note}` : ''}`,
      ),
      `Total la prețurile văzute: ${formatRon(inquiry.gross)} cu TVA (${formatRon(inquiry.net)} fără TVA).`,
      buyer.location
        ? `Livrare la: ${buyer.location.name}, ${buyer.location.address}, ${buyer.location.city}.`
        : 'Cumpărătorul nu a ales o locație de livrare.',
      `Contact: ${buyer.contact.name}, ${buyer.contact.email}, ${buyer.contact.phone}.`,
      ...(inquiry.message ? [`Mesaj: ${inquiry.message}`] : []),
      notAnOrder,
      `Confirmă sau refuză cererea în „Cereri primite”: ${link}`,
    ],
    [link],
  );
}

/** The buyer hears the seller's answer. */
export function inquiryAnsweredMail(
  to: string,
  site: SiteInfo,
  inquiry: { number: number; sellerName: string; status: 'CONFIRMED' | 'REFUSED'; answer: string },
): MailMessage {
  const reference = inquiryReference(inquiry.number);
  const link = `${site.publicUrl}/inquiries`;
  return paragraphsMail(
    to,
    site,
    `Cererea ${reference} a fost ${inquiryStatuses[inquiry.status]}`,
    [
      `${inquiry.sellerName} a ${inquiry.status === 'CONFIRMED' ? 'confirmat' : 'refuzat'} cererea ${reference}.`,
      ...(inquiry.answer ? [`Mesajul vânzătorului: ${inquiry.answer}`] : []),
      `Vezi toate cererile trimise: ${link}`,
    ],
    [link],
  );
}
