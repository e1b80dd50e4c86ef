import type { AccessibilityFigures } from '../../../scripts/accessibility-figures';
import { counted } from '../../messages/counted';

/** A day as the statement writes it: `29.11.2026`. */
const dayText = (isoDay: string): string => isoDay.split('-').reverse().join('.');

const nouns = {
  story: { one: 'stare', many: 'stări' },
  file: { one: 'componentă sau ecran', many: 'componente și ecrane' },
  journey: { one: 'parcurs', many: 'parcursuri' },
  check: { one: 'verificare', many: 'verificări' },
};

/**
 * "Declarație de accesibilitate" (issue #51; the European Accessibility Act, in Romania Law
 * 232/2022): the standard, the status, the known gaps and their alternatives, how it was
 * assessed, with the figures of the build's own checks, and whom to write to.
 */
export const accessibilityTexts = {
  title: 'Declarație de accesibilitate',
  contactLink: 'Scrieți-ne despre o problemă de accesibilitate',
  sections: (site: string, contactEmail: string, figures: AccessibilityFigures) => [
    {
      title: 'Angajamentul nostru',
      paragraphs: [
        `${site} vrea să poată fi folosit de oricine, inclusiv de persoanele cu dizabilități, conform Legii nr. 232/2022 privind cerințele de accesibilitate aplicabile produselor și serviciilor (care transpune Directiva (UE) 2019/882, Actul european privind accesibilitatea).`,
        'Această declarație se aplică întregului site: căutarea, paginile produselor și ale comercianților, contul și zona vânzătorului.',
      ],
    },
    {
      title: 'Standardul urmat și stadiul conformității',
      paragraphs: [
        'Urmăm Ghidul pentru accesibilitatea conținutului web (WCAG) 2.1, nivelul AA, așa cum îl preia standardul european EN 301 549. Verificările automate folosesc și criteriile WCAG 2.2 AA.',
        `${site} este parțial conform cu acest standard, din cauza excepțiilor de mai jos.`,
      ],
    },
    {
      title: 'Ce nu este încă accesibil și ce vă oferim în schimb',
      paragraphs: [
        'Verificarea reCAPTCHA de la Google, de pe formularele de înregistrare, autentificare, contact și resetare a parolei, poate cere rezolvarea unor imagini. Ea oferă și o variantă audio. Dacă nu o puteți trece, scrieți-ne și vă ajutăm direct.',
        'Fotografiile produselor sunt descrise doar prin numele produsului. Detaliile produsului (preț, ambalaj, cantitate, oraș, vânzător) sunt întotdeauna scrise și ca text.',
        'Descrierile și fotografiile sunt scrise de vânzători; nu le putem verifica pe toate înainte de publicare.',
      ],
    },
    {
      title: 'Cum am evaluat',
      paragraphs: [
        `Prin autoevaluare, la fiecare versiune a site-ului, cu verificări automate și parcursuri reale în browserul Chromium. Pentru versiunea aceasta:`,
        `• ${counted(figures.stories, nouns.story)} ale ${counted(figures.storyFiles, nouns.file)} verificate cu axe-core, fără nicio problemă acceptată;`,
        `• ${counted(figures.journeys, nouns.journey)} de la un capăt la altul prin site, cu ${counted(figures.pageChecks, nouns.check)} axe-core ale paginilor întregi;`,
        `• ${counted(figures.keyboardJourneys, nouns.journey)} făcute doar cu tastatura, care urmăresc focusul și ce aude un cititor de ecran;`,
        `• ${counted(figures.phoneJourneys, nouns.journey)} pe ecrane de telefon, de la 320 px lățime, fără derulare pe orizontală.`,
        `Declarație întocmită la ${dayText(figures.assessedOn)}, când a fost construită această versiune.`,
      ],
    },
    {
      title: 'Spuneți-ne ce nu merge',
      paragraphs: [
        `Dacă ceva de pe ${site} nu vă este accesibil, scrieți-ne prin formularul de contact sau la ${contactEmail}. Spuneți-ne pagina și ce ați încercat; vă răspundem și vă oferim informația într-o formă pe care o puteți folosi.`,
        'Dacă nu sunteți mulțumit de răspuns, vă puteți adresa autorităților de supraveghere prevăzute de Legea nr. 232/2022.',
      ],
    },
  ],
};
