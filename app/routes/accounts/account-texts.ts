import { counted, nouns } from '../../messages/counted';

/**
 * The Romanian texts of the account screens (forgotten and reset password, password change,
 * activation, account deletion, the profile), keyed by screen and meaning; they load with them.
 */
export const accountTexts = {
  forgotPassword: {
    title: 'Resetare parolă',
    lead: 'Scrie adresa de e-mail a contului și îți trimitem un link pentru a alege o parolă nouă.',
    email: 'Email',
    submit: 'Trimite linkul',
    success: 'Dacă adresa aparține unui cont, vei primi în câteva minute un e-mail cu linkul de resetare.',
  },
  passwordReset: {
    title: 'Parolă nouă',
    password: 'Parola nouă',
    confirmPassword: 'Confirmă parola nouă',
    submit: 'Salvează parola',
    success: 'Parola a fost schimbată. Te poți autentifica acum.',
    failed: 'Parola nu a putut fi resetată.',
  },
  passwordChange: {
    title: 'Schimbă parola',
    currentPassword: 'Parola actuală',
    password: 'Parola nouă',
    confirmPassword: 'Confirmă parola nouă',
    submit: 'Schimbă parola',
    success: 'Parola a fost schimbată.',
  },
  activate: {
    title: 'Activare cont',
    pending: 'Îți activăm contul…',
    success: 'Contul a fost activat. Te ducem la autentificare în câteva secunde.',
    failed: 'Contul nu a putut fi activat.',
    incomplete: 'Linkul de activare nu este complet. Deschide-l din nou din e-mail.',
    toLogin: 'Mergi la autentificare',
  },
  deleteAccount: {
    title: 'Ștergere cont',
    pending: 'Îți ștergem contul…',
    success: 'Contul și produsele tale au fost șterse. Te ducem la autentificare în câteva secunde.',
    failed: 'Contul nu a putut fi șters.',
    incomplete: 'Linkul de ștergere nu este complet. Deschide-l din nou din e-mail.',
    toLogin: 'Mergi la autentificare',
  },
  triggerDelete: {
    title: 'Șterge contul',
    lead: 'Ștergerea contului elimină definitiv profilul și toate produsele tale. Îți trimitem un e-mail cu un link de confirmare; contul se șterge doar după ce îl deschizi.',
    submit: 'Trimite e-mailul de confirmare',
    confirmTitle: 'Ștergi contul?',
    confirmMessage: 'Îți vom trimite un e-mail cu linkul de confirmare. Contul se șterge abia când deschizi linkul.',
    confirm: 'Trimite',
    success: 'Ți-am trimis un e-mail cu linkul de confirmare a ștergerii.',
  },
  profile: {
    title: 'Profil',
    readOnlyHint: 'Utilizatorul, e-mailul, numele firmei și codul fiscal nu pot fi modificate.',
    submit: 'Salvează profilul',
    success: 'Profilul a fost actualizat.',
    loadFailed: 'Profilul nu a putut fi încărcat.',
    changePassword: 'Schimbă parola',
    deleteAccount: 'Șterge contul',
    roles: 'Roluri',
  },
  sessions: {
    title: 'Sesiunile tale',
    hint: 'Dispozitivele pe care ești autentificat. Închide o sesiune pe care nu o recunoști, apoi schimbă parola.',
    loadFailed: 'Sesiunile nu au putut fi încărcate.',
    retry: 'Încearcă din nou',
    endedOne: 'Sesiunea a fost închisă.',
    endedOthers: (count: number) => `Sesiuni închise: ${counted(count, nouns.session)}.`,
    alreadyEnded: 'Sesiunea se încheiase deja.',
    endFailed: 'Sesiunea nu a putut fi închisă.',
  },
} as const;
