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
    passkey: 'Intră cu o cheie de acces',
    passkeyCancelled:
      'Cheia de acces nu a fost folosită: fereastra a fost închisă, timpul a expirat sau dispozitivul nu are o cheie pentru acest site. Încearcă din nou sau folosește parola.',
    secondFactor: {
      passkeyIntro: 'Confirmă cu cheia de acces a contului (amprentă, față sau codul dispozitivului) sau introdu un cod mai jos.',
      usePasskey: 'Folosește cheia de acces',
      title: 'Verificare în doi pași',
      totpIntro: 'Deschide aplicația de autentificare și introdu codul de 6 cifre afișat pentru Catalog HoReCa.',
      recoveryIntro: 'Introdu unul dintre codurile de recuperare salvate când ai adăugat aplicația. Fiecare cod merge o singură dată.',
      totpLabel: 'Cod din aplicație',
      recoveryLabel: 'Cod de recuperare',
      useRecovery: 'Nu am telefonul: folosesc un cod de recuperare',
      useTotp: 'Folosesc codul din aplicație',
      submit: 'Verifică',
      back: 'Înapoi la parolă',
    },
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
    buyerInstead: 'Cumperi pentru un restaurant, hotel sau catering? Creează un cont de cumpărător',
    sellerIdentifier: 'Cod fiscal (CUI)',
    description: 'Descriere',
    password: 'Parola',
    confirmPassword: 'Confirmă parola',
    passwordHint: 'Cel puțin 8 caractere, cu litere mari și mici, o cifră și un caracter special.',
    acceptTerms: 'Am citit și accept termenii și condițiile',
    acceptTermsShort: 'Termenii și condițiile',
    termsLink: 'Citește termenii și condițiile',
    submit: 'Creează cont',
    success: 'Contul a fost creat. Ți-am trimis un e-mail cu linkul de activare.',
    haveAccount: 'Ai deja cont? Autentifică-te',
  },
  productForm: {
    createTitle: 'Adaugă produs',
    editTitle: 'Editează produsul',
    save: 'Salvează',
    cancel: 'Renunță',
    photosAfterCreate: 'Fotografiile se adaugă după ce salvezi produsul: deschide-l apoi cu „Editează”.',
    photosStillSending: 'Se salvează fotografiile. Fereastra se închide când sunt salvate.',
  },
} as const;
