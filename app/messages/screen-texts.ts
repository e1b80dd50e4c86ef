/**
 * The Romanian texts that several screens share (the login form, the captcha, the account
 * fields, the edit dialogs' buttons), keyed by screen and meaning. A screen's own texts live
 * beside it in its route folder; texts.ts holds what the first visit needs.
 */
export const screenTexts = {
  login: {
    title: 'Autentificare',
    username: 'Utilizator',
    password: 'Parola',
    submit: 'Login',
    register: 'Înregistrează-te',
    forgot: 'Reseteaza parola?',
    home: 'Inapoi la pagina principala',
    failed: 'Eroare la autentificare. Te rugam sa incerci din nou.',
    captchaMissing: 'Te rugăm să completezi reCAPTCHA.',
    denied: {
      title: 'Nu ai acces la această pagină',
      explanation: (username: string) =>
        `Contul ${username} nu are drept de administrator, așa că nu poate deschide zona de administrare. Pentru ea, autentifică-te cu un cont de administrator.`,
      toProducts: 'Mergi la produsele tale',
      toSearch: 'Mergi la căutare',
      otherAccount: 'Autentifică-te cu alt cont',
    },
  },
  captcha: {
    local: 'Nu sunt robot',
    localNotice: 'Mod local: verificarea reCAPTCHA este înlocuită de această bifă, fiindcă nu sunt configurate chei reCAPTCHA.',
    label: 'Verificare anti-robot',
    unavailable: 'Verificarea reCAPTCHA nu s-a putut încărca. Verifică conexiunea la internet, apoi reîncarcă pagina.',
  },
  register: {
    title: 'Creează cont',
    username: 'Utilizator',
    email: 'Email',
    phone: 'Telefon',
    firstName: 'Prenume',
    lastName: 'Nume',
    sellerName: 'Numele firmei (vânzător)',
    sellerIdentifier: 'Cod fiscal (CUI)',
    description: 'Descriere',
    password: 'Parola',
    confirmPassword: 'Confirmă parola',
    passwordHint: 'Cel puțin 8 caractere, cu litere mari și mici, o cifră și un caracter special.',
    acceptTerms: 'Am citit și accept termenii și condițiile',
    termsLink: 'Citește termenii și condițiile',
    submit: 'Creează cont',
    success: 'Contul a fost creat. Ți-am trimis un e-mail cu linkul de activare.',
    haveAccount: 'Ai deja cont? Autentifică-te',
  },
  productForm: {
    createTitle: 'Adaugă produs',
    editTitle: 'Editează produsul',
    name: 'Nume',
    description: 'Descriere',
    price: 'Preț (RON)',
    vatIncluded: 'TVA inclus',
    inStock: 'În stoc',
    negotiable: 'Negociabil',
    isDeliverable: 'Livrabil',
    isEnabled: 'Activ (vizibil în căutare)',
    sellType: 'Unitate de măsură',
    packageType: 'Mod ambalare',
    city: 'Oraș',
    phone: 'Telefon',
    save: 'Salvează',
    cancel: 'Renunță',
  },
} as const;
