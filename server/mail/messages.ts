import type { MailMessage } from './mailer';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface LinkMail {
  to: string;
  siteName: string;
  greetingName: string;
  link: string;
}

function linkMessage(
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

const bucharestTime = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' });

export const passwordChangedMail = (mail: SecurityMail & { at: Date }): MailMessage =>
  securityMessage(mail, 'Parola a fost schimbată', [
    `Parola contului tău pe ${mail.siteName} a fost schimbată pe ${bucharestTime.format(mail.at)} (ora României).`,
  ]);

export const newDeviceMail = (mail: SecurityMail & { at: Date; device: string; network: string }): MailMessage =>
  securityMessage(mail, 'Autentificare de pe un dispozitiv nou', [
    `Cineva s-a autentificat în contul tău pe ${mail.siteName} de pe un dispozitiv pe care nu l-ai mai folosit.`,
    `Dispozitiv: ${mail.device}. Rețea: ${mail.network || 'necunoscută'}. Când: ${bucharestTime.format(mail.at)} (ora României).`,
  ]);

/** Something about the account's second factor changed (decision 023). */
export type SecondFactorEvent =
  'authenticatorAdded' | 'authenticatorRemoved' | 'passkeyAdded' | 'passkeyRemoved' | 'recoveryCodeUsed' | 'recoveryCodesRegenerated';

const secondFactorFacts: Record<SecondFactorEvent, { subject: string; fact: (siteName: string) => string }> = {
  authenticatorAdded: {
    subject: 'Aplicație de autentificare adăugată',
    fact: (siteName) => `O aplicație de autentificare a fost adăugată contului tău pe ${siteName}; de acum, autentificarea cere și un cod din ea.`,
  },
  authenticatorRemoved: {
    subject: 'Aplicație de autentificare eliminată',
    fact: (siteName) => `Aplicația de autentificare a fost eliminată din contul tău pe ${siteName}; codurile ei nu mai sunt cerute la autentificare.`,
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

export const secondFactorMail = (mail: SecurityMail & { at: Date; event: SecondFactorEvent }): MailMessage => {
  const { subject, fact } = secondFactorFacts[mail.event];
  return securityMessage(mail, subject, [fact(mail.siteName), `Când: ${bucharestTime.format(mail.at)} (ora României).`]);
};
