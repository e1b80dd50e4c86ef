import { fieldNames, matchKindNames, matchKinds, rankedFields } from '../../../openapi/domain/ranking-parameters';

/** Examples of each way of matching, as a buyer would type them. */
const matchExamples = {
  stem: '«cafele» găsește «cafea», iar «branza» găsește «brânză»',
  prefix: '«caf» găsește «cafea» cât timp încă scrieți',
  correction: '«cafae» este citit «cafea», iar deasupra rezultatelor vă spunem asta și vă oferim «Caută exact»',
} as const;

/**
 * "Cum ordonăm rezultatele" (issue #51, Regulation (EU) 2019/1150 Art. 5): the main parameters
 * of search's order in plain Romanian, written from openapi/domain/ranking-parameters.ts, which a
 * server test holds to the engine's ranking.
 */
export const rankingTexts = {
  title: 'Cum ordonăm rezultatele',
  intro: (site: string) =>
    `Pe această pagină ${site} descrie parametrii principali după care ordonează rezultatele căutării, așa cum cere Regulamentul (UE) 2019/1150 (articolul 5). Aceleași reguli se aplică tuturor vânzătorilor.`,
  sections: [
    {
      title: 'Cuvintele căutate',
      paragraphs: [
        'Un produs apare doar dacă în el se găsește fiecare cuvânt căutat. Nu contează de câte ori apare un cuvânt, ci cel mai bun loc în care apare.',
        `Un cuvânt contează cel mai mult găsit în ${rankedFields.map((field) => fieldNames[field]).join(', apoi în ')}. Produsele care se potrivesc mai bine apar primele.`,
      ],
    },
    {
      title: 'Cum se potrivește un cuvânt',
      paragraphs: [
        'Literele cu diacritice și fără se potrivesc la fel, iar literele mari la fel cu cele mici. Un cuvânt se potrivește, în ordinea în care contează:',
        ...matchKinds.map(
          (kind, at) => `${at + 1}. ${matchKindNames[kind].replace(/^./, (first) => first.toLocaleUpperCase('ro-RO'))}: ${matchExamples[kind]}.`,
        ),
      ],
    },
    {
      title: 'La potrivire egală',
      paragraphs: ['Două produse care se potrivesc la fel de bine apar în ordinea actualizării: cel actualizat mai recent întâi.'],
    },
    {
      title: 'Sortarea și filtrele',
      paragraphs: [
        'Fără un text căutat, produsele apar în ordinea actualizării, cele mai noi întâi.',
        'O sortare aleasă (după dată sau după preț) înlocuiește ordinea de potrivire. Sortarea după preț pe kilogram, litru sau bucată pune la urmă produsele care nu spun cât conțin.',
        'Filtrele (orașul, «Livrează în», «În stoc», «Livrabil», marca, prețul, vânzătorul) nu schimbă ordinea: ele doar aleg ce produse apar.',
      ],
    },
    {
      title: 'Nimeni nu plătește pentru un loc',
      paragraphs: [
        'Nu vindem poziții în rezultate și nu există produse promovate. Nicio plată și nicio înțelegere cu un vânzător nu mută un produs mai sus.',
        'Produsele dezactivate de vânzător și cele ale vânzătorilor a căror firmă este radiată sau inactivă la ANAF nu apar în căutare.',
      ],
    },
    {
      title: 'De ce apare un rezultat',
      paragraphs: ['Fiecare rezultat are legătura «De ce apare acest rezultat?», care arată cuvintele găsite și locul lor, sortarea și filtrele alese.'],
    },
  ],
};
