import type { MailMessage } from './mailer';

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface LinkMail {
  to: string;
  siteName: string;
  greetingName: string;
  link: string;
}

export function linkMessage(
  { to, siteName, greetingName, link }: LinkMail,
  subject: string,
  lead: string,
  action: string,
  validity: string,
  ignore: string,
): MailMessage {
  const text = [`Bună ziua, ${greetingName},`, '', lead, '', `${action}: ${link}`, '', validity, ignore, '', `Echipa ${siteName}`].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua, ${escapeHtml(greetingName)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>
<p>Echipa ${escapeHtml(siteName)}</p>
</body></html>`;
  return { to, subject: `${subject} | ${siteName}`, text, html, links: [link] };
}

export const activationMail = (mail: LinkMail): MailMessage =>
  linkMessage(
    mail,
    'Activează-ți contul',
    `Îți mulțumim că te-ai înregistrat pe ${mail.siteName}. Pentru a-ți activa contul, deschide linkul de mai jos.`,
    'Activează contul',
    'Linkul este valabil 24 de ore și poate fi folosit o singură dată.',
    'Dacă nu tu ai creat contul, ignoră acest mesaj.',
  );

export const passwordResetMail = (mail: LinkMail): MailMessage =>
  linkMessage(
    mail,
    'Resetarea parolei',
    'Am primit o cerere de resetare a parolei contului tău.',
    'Setează o parolă nouă',
    'Linkul este valabil o oră și poate fi folosit o singură dată.',
    'Dacă nu tu ai cerut resetarea, ignoră acest mesaj; parola rămâne neschimbată.',
  );

export const accountDeletionMail = (mail: LinkMail): MailMessage =>
  linkMessage(
    mail,
    'Confirmă ștergerea contului',
    'Am primit o cerere de ștergere a contului tău. Ștergerea elimină contul și toate produsele tale și nu poate fi anulată.',
    'Confirmă ștergerea contului',
    'Linkul este valabil o oră și poate fi folosit o singură dată.',
    'Dacă nu tu ai cerut ștergerea, ignoră acest mesaj; contul rămâne neatins.',
  );

export function contactMail(to: string, siteName: string, sender: { name: string; email: string; message: string }): MailMessage {
  const text = [`Mesaj nou prin formularul de contact ${siteName}`, '', `De la: ${sender.name} <${sender.email}>`, '', sender.message].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Mesaj nou prin formularul de contact ${escapeHtml(siteName)}</p>
<p>De la: ${escapeHtml(sender.name)} &lt;${escapeHtml(sender.email)}&gt;</p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(sender.message)}</pre>
</body></html>`;
  return { to, subject: `Mesaj de contact de la ${sender.name} | ${siteName}`, text, html, links: [], replyTo: sender.email };
}

const bucharestTime = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' });

/** A security event on an account (decision 022): what happened, when, and what to do if it was not the owner. */
interface SecurityMail {
  to: string;
  siteName: string;
  greetingName: string;
  /** Where the owner acts: the site's address. */
  publicUrl: string;
}

function securityMessage({ to, siteName, greetingName, publicUrl }: SecurityMail, subject: string, facts: string[]): MailMessage {
  const forgot = `${publicUrl}/forgotpassword`;
  const profile = `${publicUrl}/profile`;
  const text = [
    `Bună ziua, ${greetingName},`,
    '',
    ...facts,
    '',
    'Dacă ai fost tu, nu trebuie să faci nimic. Dacă nu ai fost tu:',
    `- schimbă parola imediat: ${forgot}`,
    `- închide din Profil sesiunile pe care nu le recunoști: ${profile}`,
    '',
    `Echipa ${siteName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua, ${escapeHtml(greetingName)},</p>
${facts.map((fact) => `<p>${escapeHtml(fact)}</p>`).join('\n')}
<p>Dacă ai fost tu, nu trebuie să faci nimic.</p>
<p>Dacă nu ai fost tu, <a href="${escapeHtml(forgot)}">schimbă parola imediat</a> și închide sesiunile pe care nu le recunoști din <a href="${escapeHtml(profile)}">Profil</a>.</p>
<p>Echipa ${escapeHtml(siteName)}</p>
</body></html>`;
  return { to, subject: `${subject} | ${siteName}`, text, html, links: [forgot, profile] };
}

/**
 * The old address hears that the account moved away from it (issue #47). A password reset would
 * now go to the new address, so the advice is to write to the site, not to reset.
 */
export function emailChangedMail({
  to,
  siteName,
  greetingName,
  at,
  newEmail,
  contact,
}: SecurityMail & { at: Date; newEmail: string; contact: string }): MailMessage {
  const facts = [
    `Adresa de e-mail a contului tău pe ${siteName} a fost schimbată de un administrator pe ${bucharestTime.format(at)} (ora României), din ${to} în ${newEmail}.`,
    'De acum, mesajele contului, inclusiv linkurile de resetare a parolei, merg la adresa nouă.',
    `Dacă nu ai cerut tu această schimbare, scrie-ne imediat la ${contact}.`,
  ];
  const text = [`Bună ziua, ${greetingName},`, '', ...facts, '', `Echipa ${siteName}`].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua, ${escapeHtml(greetingName)},</p>
${facts.map((fact) => `<p>${escapeHtml(fact)}</p>`).join('\n')}
<p>Echipa ${escapeHtml(siteName)}</p>
</body></html>`;
  return { to, subject: `Adresa de e-mail a contului a fost schimbată | ${siteName}`, text, html, links: [] };
}

export const passwordChangedMail = (mail: SecurityMail & { at: Date }): MailMessage =>
  securityMessage(mail, 'Parola a fost schimbată', [
    `Parola contului tău pe ${mail.siteName} a fost schimbată pe ${bucharestTime.format(mail.at)} (ora României).`,
  ]);

export const newDeviceMail = (mail: SecurityMail & { at: Date; device: string; network: string }): MailMessage =>
  securityMessage(mail, 'Autentificare de pe un dispozitiv nou', [
    `Cineva s-a autentificat în contul tău pe ${mail.siteName} de pe un dispozitiv pe care nu l-ai mai folosit.`,
    `Dispozitiv: ${mail.device}. Rețea: ${mail.network || 'necunoscută'}. Când: ${bucharestTime.format(mail.at)} (ora României).`,
  ]);

/** The owner downloaded everything the site holds about the account (issue #51, GDPR Art. 15 and 20). */
export const dataExportedMail = (mail: SecurityMail & { at: Date }): MailMessage =>
  securityMessage(mail, 'Datele contului au fost descărcate', [
    `Datele contului tău pe ${mail.siteName} au fost descărcate din Profil pe ${bucharestTime.format(mail.at)} (ora României).`,
    'Fișierul conține profilul, produsele, sesiunile, pașii de verificare (fără secretele lor) și mesajele de securitate trimise.',
  ]);

/** Something about the account's second factor changed (decision 023). */
export type SecondFactorEvent =
  'authenticatorAdded' | 'authenticatorRemoved' | 'authenticatorBlocked' | 'passkeyAdded' | 'passkeyRemoved' | 'recoveryCodeUsed' | 'recoveryCodesRegenerated';

const secondFactorFacts: Record<SecondFactorEvent, { subject: string; fact: (siteName: string) => string }> = {
  authenticatorAdded: {
    subject: 'Aplicație de autentificare adăugată',
    fact: (siteName) => `O aplicație de autentificare a fost adăugată contului tău pe ${siteName}; de acum, autentificarea cere și un cod din ea.`,
  },
  authenticatorRemoved: {
    subject: 'Aplicație de autentificare eliminată',
    fact: (siteName) => `Aplicația de autentificare a fost eliminată din contul tău pe ${siteName}; codurile ei nu mai sunt cerute la autentificare.`,
  },
  authenticatorBlocked: {
    subject: 'Coduri greșite la autentificarea în contul tău',
    fact: (siteName) =>
      `Cineva a introdus parola corectă a contului tău pe ${siteName}, apoi mai multe coduri greșite din aplicația de autentificare. Am oprit temporar codurile din aplicație; tu te poți autentifica în continuare cu o cheie de acces sau cu un cod de recuperare. Dacă nu ai fost tu, parola ta este cunoscută de altcineva: schimb-o acum.`,
  },
  passkeyAdded: {
    subject: 'Cheie de acces adăugată',
    fact: (siteName) => `O cheie de acces a fost adăugată contului tău pe ${siteName}; cu ea te poți autentifica fără parolă.`,
  },
  passkeyRemoved: {
    subject: 'Cheie de acces eliminată',
    fact: (siteName) => `O cheie de acces a fost eliminată din contul tău pe ${siteName}; nu mai poate fi folosită pentru autentificare.`,
  },
  recoveryCodeUsed: {
    subject: 'Cod de recuperare folosit',
    fact: (siteName) => `Un cod de recuperare a fost folosit pentru autentificarea în contul tău pe ${siteName}. Codul nu mai poate fi folosit.`,
  },
  recoveryCodesRegenerated: {
    subject: 'Coduri de recuperare noi',
    fact: (siteName) => `Contul tău pe ${siteName} are coduri de recuperare noi; cele vechi nu mai funcționează.`,
  },
};

/** What became of the account's other sessions when a factor was added: how many ended, or that they were kept. */
export type OtherSessions = { ended: number } | 'kept';

function otherSessionsFact(sessions: OtherSessions): string {
  if (sessions === 'kept') return 'Sesiunile deschise pe alte dispozitive au rămas deschise; le poți închide oricând din Profil.';
  if (sessions.ended === 0) return 'Contul nu avea alte sesiuni deschise.';
  return sessions.ended === 1
    ? 'Cealaltă sesiune deschisă a contului a fost închisă.'
    : `Celelalte ${sessions.ended} sesiuni deschise ale contului au fost închise.`;
}

export const secondFactorMail = (mail: SecurityMail & { at: Date; event: SecondFactorEvent; otherSessions?: OtherSessions | undefined }): MailMessage => {
  const { subject, fact } = secondFactorFacts[mail.event];
  const sessions = mail.otherSessions ? [otherSessionsFact(mail.otherSessions)] : [];
  return securityMessage(mail, subject, [fact(mail.siteName), ...sessions, `Când: ${bucharestTime.format(mail.at)} (ora României).`]);
};

/**
 * Tells a seller their products left search, or came back, because of what ANAF's register said
 * of the company (issue #49, decision 045), with what it said and what to do.
 */
export function companyStateMail(mail: {
  to: string;
  siteName: string;
  sellerName: string;
  listed: boolean;
  state: string;
  since?: string | undefined;
}): MailMessage {
  const said = mail.state === 'STRUCK_OFF' ? 'radiată' : mail.state === 'INACTIVE' ? 'declarată inactivă fiscal' : 'activă';
  const when = mail.since ? ` (din ${mail.since.split('-').reverse().join('.')})` : '';
  const lead = mail.listed
    ? `Registrul ANAF arată firma ${mail.sellerName} din nou activă, așa că produsele tale apar iar în căutare.`
    : `Registrul ANAF arată firma ${mail.sellerName} ${said}${when}, așa că produsele tale nu mai apar în căutare.`;
  const next = mail.listed
    ? 'Nu trebuie să faci nimic.'
    : 'Dacă situația firmei s-a schimbat, produsele revin singure după următoarea verificare, în cel mult o zi. Dacă registrul greșește, scrie-ne din pagina de contact.';
  const text = ['Bună ziua,', '', lead, '', next, '', `Echipa ${mail.siteName}`].join('\n');
  const html = `<!doctype html><html lang="ro"><body style="font-family:sans-serif;line-height:1.5">
<p>Bună ziua,</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(next)}</p>
<p>Echipa ${escapeHtml(mail.siteName)}</p>
</body></html>`;
  const subject = mail.listed ? 'Produsele tale apar din nou în căutare' : 'Produsele tale nu mai apar în căutare';
  return { to: mail.to, subject: `${subject} | ${mail.siteName}`, text, html, links: [] };
}
