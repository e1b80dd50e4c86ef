const plural = new Intl.PluralRules('ro-RO');
const number = new Intl.NumberFormat('ro-RO');

/** A noun's singular and plural: `produs` / `produse`, `minut` / `minute`. */
export interface NounForms {
  one: string;
  many: string;
}

/**
 * A Romanian count with its noun: `1 produs`, `19 produse`, `20 de produse`, `101 produse`,
 * `100.000 de produse`. Romanian puts "de" before 20 and up unless the last two digits are
 * 01–19, which is exactly `Intl.PluralRules('ro-RO')`'s `other` category.
 */
export function counted(count: number, noun: NounForms): string {
  const category = plural.select(count);
  const shown = number.format(count);
  if (category === 'one') return `${shown} ${noun.one}`;
  return category === 'other' ? `${shown} de ${noun.many}` : `${shown} ${noun.many}`;
}

export const nouns = {
  product: { one: 'produs', many: 'produse' },
  row: { one: 'rând', many: 'rânduri' },
  minute: { one: 'minut', many: 'minute' },
  second: { one: 'secundă', many: 'secunde' },
  session: { one: 'sesiune', many: 'sesiuni' },
  report: { one: 'raport', many: 'rapoarte' },
} satisfies Record<string, NounForms>;
