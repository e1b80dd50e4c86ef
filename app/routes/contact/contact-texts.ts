/** The Romanian texts of the contact form (/contact), keyed by meaning; they load with the screen. */
export const contactTexts = {
  lead: 'Ai o întrebare despre catalog sau despre contul tău? Scrie-ne.',
  name: 'Nume',
  email: 'Email',
  message: 'Mesaj',
  submit: 'Trimite mesajul',
  success: 'Mesajul a fost trimis. Îți răspundem cât de curând.',
  failed: 'Eroare la trimiterea mesajului. Te rugam sa incerci din nou.',
} as const;
