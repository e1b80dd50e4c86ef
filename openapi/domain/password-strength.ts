import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { publishedDemoPasswords } from './published-passwords';

/**
 * Password strength as attackers guess it (ASVS 6.2.4, 6.2.12; decision 020): zxcvbn's matchers
 * (leet substitutions, keyboard patterns, dates, repeats, sequences) over its common passwords
 * and names, words Romanians put in passwords, and the account's own name, user name and e-mail.
 * A score under 3 is refused at registration, reset, change and an administrator's edit, with a
 * Romanian reason from zxcvbn's feedback. zxcvbn and its dictionaries load with the first password
 * judged (`loadPasswordStrength`): in the browser for the meter, on the server after its start.
 */
const minimumScore = 3;

/** Words and names Romanians reach for, and the site's own: guessed first, as zxcvbn guesses its lists. */
const romanianWords = [
  'parola',
  'parolă',
  'iubire',
  'dragoste',
  'romania',
  'românia',
  'bucuresti',
  'bucurești',
  'cluj',
  'iasi',
  'timisoara',
  'constanta',
  'brasov',
  'craiova',
  'galati',
  'ploiesti',
  'oradea',
  'sibiu',
  'arad',
  'pitesti',
  'bacau',
  'suceava',
  'buzau',
  'botosani',
  'dacia',
  'carpati',
  'dunarea',
  'mama',
  'tata',
  'bunica',
  'bunicul',
  'copil',
  'soare',
  'luna',
  'floare',
  'inima',
  'fericire',
  'noroc',
  'prieten',
  'prietena',
  'acasa',
  'steaua',
  'dinamo',
  'rapid',
  'fotbal',
  'bere',
  'vin',
  'cafea',
  'pizza',
  'restaurant',
  'hotel',
  'catering',
  'horeca',
  'catalog',
  'catalogul',
  'andrei',
  'alexandru',
  'mihai',
  'ion',
  'ioana',
  'maria',
  'elena',
  'ana',
  'andreea',
  'cristina',
  'gabriel',
  'florin',
  'bogdan',
  'stefan',
  'ștefan',
  'vlad',
  'adrian',
  'daniel',
  'marius',
  'cosmin',
  'razvan',
  'ionut',
  'george',
  'alina',
  'mihaela',
  'diana',
  'roxana',
  'simona',
  'popescu',
  'ionescu',
  'popa',
  'pop',
  'radu',
  'dumitru',
  'stan',
  'stoica',
  'gheorghe',
  'matei',
  'ciobanu',
  'rusu',
  'munteanu',
  'florea',
  'craciun',
  'paste',
  'decembrie',
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'parolamea',
  'parolanoua',
  'secret',
  'administrator',
  'admin',
  'vanzator',
  'vânzător',
  'firma',
  'magazin',
];

/** zxcvbn's feedback in Romanian, keyed as its translation keys are. */
const romanian = {
  warnings: {
    straightRow: 'Un rând drept de taste se ghicește ușor.',
    keyPattern: 'Un model scurt de taste se ghicește ușor.',
    simpleRepeat: 'Caracterele repetate, ca „aaa”, se ghicesc ușor.',
    extendedRepeat: 'Grupurile de caractere repetate, ca „abcabcabc”, se ghicesc ușor.',
    sequences: 'Secvențele obișnuite, ca „abc” sau „123”, se ghicesc ușor.',
    recentYears: 'Anii recenți se ghicesc ușor.',
    dates: 'Datele se ghicesc ușor.',
    topTen: 'Parola este printre cele mai folosite zece parole.',
    topHundred: 'Parola este printre cele mai folosite o sută de parole.',
    common: 'Parola este printre cele mai folosite parole și se ghicește ușor.',
    similarToCommon: 'Parola seamănă prea mult cu o parolă foarte folosită, chiar cu litere înlocuite de cifre sau simboluri.',
    wordByItself: 'Un singur cuvânt se ghicește ușor.',
    namesByThemselves: 'Numele singure se ghicesc ușor.',
    commonNames: 'Numele și prenumele obișnuite se ghicesc ușor.',
    userInputs: 'Parola nu trebuie să conțină numele, utilizatorul sau adresa de e-mail a contului.',
    pwned: 'Parola a apărut într-o scurgere de date.',
  },
  suggestions: {
    l33t: 'Evită înlocuirile previzibile, ca „@” în loc de „a”.',
    reverseWords: 'Evită cuvintele obișnuite scrise invers.',
    allUppercase: 'Scrie cu majuscule câteva litere, nu pe toate.',
    capitalization: 'Folosește majuscule și în altă parte decât la prima literă.',
    dates: 'Evită datele și anii legați de tine.',
    recentYears: 'Evită anii recenți.',
    associatedYears: 'Evită anii legați de tine.',
    sequences: 'Evită secvențele obișnuite de caractere.',
    repeated: 'Evită cuvintele și caracterele repetate.',
    longerKeyboardPattern: 'Folosește modele de taste mai lungi și schimbă direcția de tastare de mai multe ori.',
    anotherWord: 'Adaugă cuvinte mai puțin obișnuite.',
    useWords: 'Folosește mai multe cuvinte, fără fraze obișnuite.',
    noNeed: 'Poți face o parolă puternică și fără simboluri, cifre sau majuscule.',
    pwned: 'Dacă folosești parola și în altă parte, schimb-o acolo.',
  },
  timeEstimation: {
    ltSecond: 'sub o secundă',
    second: '{base} secundă',
    seconds: '{base} secunde',
    minute: '{base} minut',
    minutes: '{base} minute',
    hour: '{base} oră',
    hours: '{base} ore',
    day: '{base} zi',
    days: '{base} zile',
    month: '{base} lună',
    months: '{base} luni',
    year: '{base} an',
    years: '{base} ani',
    centuries: 'secole',
  },
};

/**
 * The site's own words (its name, its demo and administrator accounts): an attacker tries them
 * first, whatever their case, and a password that is one of them with digits and signs around
 * it (`HoReCa2025!`, `Admin2025!!`) is refused outright (issue #47).
 */
const siteWords = ['horeca', 'catalog', 'cataloghoreca', 'admin', 'administrator', 'demo'];

const publishedPasswords: readonly string[] = Object.values(publishedDemoPasswords).map((password) => password.toLowerCase());

/** A word's letters alone, case-folded, without diacritics: `HoReCa2025!` reads `horeca`. */
const lettersOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface PasswordStrength {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Whether the password may be used: a score of 3 or more. */
  acceptable: boolean;
  /** Why it is weak, in Romanian, or undefined when it is strong enough. */
  reason: string | undefined;
}

const guessable = 'Parola se ghicește prea ușor.';
const publishedReason = 'Parola este una dintre parolele publicate ale conturilor demonstrative. Alege alta.';
const baseWordReason = `${guessable} Este doar numele site-ului sau un cuvânt al contului, cu cifre sau semne adăugate.`;

/**
 * How hard `password` is to guess, given the account's own words (names, user name, e-mail and
 * its parts) and the site's: a published demo password, or a site or account word dressed in
 * digits and signs, is refused before zxcvbn scores the rest with those words ranked first.
 */
export type PasswordJudge = (password: string, accountWords?: readonly string[]) => PasswordStrength;

function judgeWith(zxcvbn: ZxcvbnFactory, password: string, accountWords: readonly string[]): PasswordStrength {
  const words = accountWords.flatMap((word) => [word, ...word.toLowerCase().split(/[@.\s_-]+/)]).filter((word) => word.length >= 3);
  if (publishedPasswords.includes(password.toLowerCase())) return { score: 0, acceptable: false, reason: publishedReason };
  const letters = lettersOf(password);
  if ([...siteWords, ...words.map(lettersOf).filter((word) => word.length >= 4)].includes(letters))
    return { score: 0, acceptable: false, reason: baseWordReason };
  const result = zxcvbn.check(password, [...siteWords, ...publishedPasswords, ...words]);
  const acceptable = result.score >= minimumScore;
  const { warning, suggestions } = result.feedback;
  return {
    score: result.score,
    acceptable,
    reason: acceptable ? undefined : warning || `${guessable} ${suggestions[0] ?? 'Adaugă cuvinte neobișnuite sau mai multe caractere.'}`,
  };
}

async function buildJudge(): Promise<PasswordJudge> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary, romanian: romanianWords }, translations: romanian });
  return (password, accountWords = []) => judgeWith(zxcvbn, password, accountWords);
}

let loading: Promise<PasswordJudge> | undefined;

/**
 * The judge, built once, when the first password is judged: zxcvbn and its dictionaries are 235 kB
 * gzip in the browser and a twentieth of the server's start. A load that fails is tried again
 * with the next password.
 */
export const loadPasswordStrength = (): Promise<PasswordJudge> =>
  (loading ??= buildJudge().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
