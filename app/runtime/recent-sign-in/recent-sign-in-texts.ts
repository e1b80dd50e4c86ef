/** What the recent sign-in dialog says (decisions 025, 043). */
export const recentSignInTexts = {
  title: 'Confirmă că ești tu',
  message: 'Au trecut peste 10 minute de când ai intrat în cont. Pentru această operație, introdu din nou parola contului.',
  messageWithFactor:
    'Au trecut peste 10 minute de când ai intrat în cont. Pentru această operație, confirmă cu cheia de acces sau introdu din nou parola și un cod al verificării în doi pași.',
  orPassword: 'Sau introdu parola și un cod:',
  loading: 'Se pregătește confirmarea...',
  passkeyCancelled: 'Cheia de acces nu a răspuns: fereastra a fost închisă sau timpul a expirat. Încearcă din nou sau folosește parola și un cod.',
  password: 'Parola',
  confirm: 'Confirmă',
  cancel: 'Renunță',
  wrong: 'Parola nu este corectă. După mai multe încercări greșite, contul se blochează temporar.',
} as const;
