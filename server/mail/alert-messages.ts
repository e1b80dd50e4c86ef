import { formatRon } from '../../openapi/domain/order-texts';
import { servicePrefix } from '../config';
import type { MailMessage } from './mailer';
import { escapeHtml, linkMessage } from './messages';
import type { SiteInfo } from './moderation-messages';

/** A product a digest or a watch tells of: what it is, where, its price now, and, when it dropped, from what. */
export interface AlertItem {
  uuid: string;
  name: string;
  city: string;
  gross: number;
  /** The cover's smallest rendition, as a path on the site; absent without photos. */
  cover?: string | undefined;
  /** The price before it dropped; absent for a new product. */
  was?: number | undefined;
}

/** The links every alert mail carries to stop it: the page's, which works without signing in, and RFC 8058's one-click address. */
const unsubscribeLinks = (site: SiteInfo, token: string) => ({
  page: `${site.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  oneClick: `${site.publicUrl}${servicePrefix('product')}/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
});

const productLink = (site: SiteInfo, uuid: string) => `${site.publicUrl}/product?id=${encodeURIComponent(uuid)}`;

function itemLine(item: AlertItem): string {
  const price = `${formatRon(item.gross)} cu TVA`;
  const drop = item.was === undefined ? 'nou' : `prețul a scăzut cu ${formatRon(item.was - item.gross)}, de la ${formatRon(item.was)}`;
  return `${item.name}, ${item.city}: ${price} (${drop})`;
}

function itemHtml(site: SiteInfo, item: AlertItem): string {
  const cover = item.cover ? `<img src="${escapeHtml(site.publicUrl + item.cover)}" alt="" width="120" style="display:block;max-width:120px;height:auto">` : '';
  return `<li style="margin-bottom:1em">${cover}<a href="${escapeHtml(productLink(site, item.uuid))}">${escapeHtml(item.name)}</a><br>${escapeHtml(itemLine(item).slice(item.name.length + 2))}</li>`;
}

/**
 * An alert mail: plain text and simple HTML with the same words, a list of at most 20 products,
 * each with its cover, price and city, the link back, and both ways to stop it (RFC 8058's
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers, and a link that needs no sign-in).
 */
function alertMail(
  to: string,
  site: SiteInfo,
  mail: { subject: string; lead: string; items: readonly AlertItem[]; more: number; back: { label: string; url: string }; token: string; why: string },
): MailMessage {
  const stop = unsubscribeLinks(site, mail.token);
  const more = mail.more > 0 ? [`Și încă ${mail.more} ${mail.more === 1 ? 'produs' : 'produse'}: le vezi pe site.`] : [];
  const text = [
    'Bună ziua,',
    '',
    mail.lead,
    '',
    ...mail.items.map((item) => `- ${itemLine(item)}\n  ${productLink(site, item.uuid)}`),
    ...more,
    '',
    `${mail.back.label}: ${mail.back.url}`,
    '',
    mail.why,
    `Dezabonare: ${stop.page}`,
    '',
    `Echipa ${site.siteName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua,</p>
<p>${escapeHtml(mail.lead)}</p>
<ul>${mail.items.map((item) => itemHtml(site, item)).join('')}</ul>
${more.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(mail.back.url)}">${escapeHtml(mail.back.label)}</a></p>
<p>${escapeHtml(mail.why)} <a href="${escapeHtml(stop.page)}">Dezabonare</a></p>
<p>Echipa ${escapeHtml(site.siteName)}</p>
</body></html>`;
  return {
    to,
    subject: `${mail.subject} | ${site.siteName}`,
    text,
    html,
    links: [mail.back.url, stop.page],
    headers: { 'List-Unsubscribe': `<${stop.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A saved search's digest: what is new or cheaper since the last one. */
export function digestMail(
  to: string,
  site: SiteInfo,
  digest: { searchName: string; searchPath: string; items: readonly AlertItem[]; more: number; token: string },
): MailMessage {
  const count = digest.items.length + digest.more;
  return alertMail(to, site, {
    subject: `Noutăți pentru „${digest.searchName}”`,
    lead: `${count === 1 ? 'Un produs nou sau mai ieftin' : `${count} produse noi sau mai ieftine`} pentru căutarea ta salvată „${digest.searchName}”:`,
    items: digest.items,
    more: digest.more,
    back: { label: 'Vezi căutarea pe site', url: `${site.publicUrl}${digest.searchPath}` },
    token: digest.token,
    why: 'Primești acest mesaj pentru că ai salvat această căutare.',
  });
}

/** A watched product is cheaper, or back in stock. */
export function watchMail(to: string, site: SiteInfo, watch: { item: AlertItem; backInStock: boolean; token: string }): MailMessage {
  const { item } = watch;
  const what = [item.was !== undefined ? 'are un preț mai mic' : '', watch.backInStock ? 'este din nou în stoc' : ''].filter(Boolean).join(' și ');
  return alertMail(to, site, {
    subject: `${item.name} ${what}`,
    lead: `Produsul pe care îl urmărești ${what}:`,
    items: [item],
    more: 0,
    back: { label: 'Vezi produsul', url: productLink(site, item.uuid) },
    token: watch.token,
    why: 'Primești acest mesaj pentru că ai apăsat „Anunță-mă” pe pagina produsului.',
  });
}

/** The double opt-in of a visitor's saved search: nothing is sent until this link is opened. */
export const confirmSearchMail = (mail: { to: string; siteName: string; searchName: string; link: string }): MailMessage =>
  linkMessage(
    { to: mail.to, siteName: mail.siteName, greetingName: mail.to, link: mail.link },
    `Confirmă căutarea salvată „${mail.searchName}”`,
    `Ai cerut să primești pe această adresă noutățile pentru căutarea „${mail.searchName}”. Nu îți trimitem nimic până nu confirmi.`,
    'Confirmă adresa',
    'Linkul poate fi folosit o singură dată.',
    'Dacă nu ai cerut tu acest lucru, ignoră mesajul: adresa nu va primi nimic.',
  );
