/**
 * The messages of the rules single fields follow (docs/product.md §5), each once, in Romanian.
 * Forms, CSV rows and the server all use them, so a rule cannot differ between the screen and
 * the API (field-rules.ts holds the rules). Apart from the rules, so a screen that shows a
 * message without checking anything (a card's facts) does not load zod with its first page.
 */
export const ruleMessages = {
  required: 'Câmpul este obligatoriu.',
  usernameMin: 'Numele de utilizator trebuie să aibă cel puțin 4 caractere.',
  usernameMax: 'Numele de utilizator poate avea cel mult 40 de caractere.',
  usernameChars: 'Numele de utilizator poate conține doar litere și cifre.',
  email: 'Email invalid.',
  phone: 'Telefon invalid. Format: +407xxxxxxxx',
  password: 'Parola trebuie să aibă cel puțin 8 caractere, cu o literă, o cifră și un caracter special.',
  passwordsDiffer: 'Parolele nu coincid.',
  terms: 'Trebuie să accepți termenii și condițiile.',
  captcha: 'Te rugăm să completezi reCAPTCHA.',
  productName: 'Numele produsului trebuie să aibă cel puțin 2 caractere.',
  productDescription: 'Descrierea trebuie să aibă cel puțin 2 caractere.',
  price: 'Prețul trebuie să fie mai mare decât 0.',
  sellType: 'Trebuie sa specificati o unitate de masura.',
  packageType: 'Trebuie sa specificati un mod de ambalare.',
  city: 'Orasul trebuie selectat.',
  cityUnknown: 'Orașul nu se află în listă.',
  readOnly: 'Câmpul nu poate fi modificat.',
  controlCharacters: 'Textul nu poate conține caractere de control, cum ar fi un rând nou.',
  weakPassword: 'Parola se ghicește prea ușor. Alege alta.',
  currentPassword: 'Parola actuală nu este corectă.',
  samePassword: 'Parola nouă trebuie să fie diferită de cea actuală.',
  resetLinkIncomplete: 'Token sau email lipsesc!',
} as const;
