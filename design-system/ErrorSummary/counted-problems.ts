const plural = new Intl.PluralRules('ro-RO');

/** The summary's heading: "Formularul are o problemă", "… 9 probleme", "… 20 de probleme" (Romanian counts by `Intl.PluralRules`). */
export function counted(count: number): string {
  const category = plural.select(count);
  if (category === 'one') return 'Formularul are o problemă';
  return category === 'other' ? `Formularul are ${count} de probleme` : `Formularul are ${count} probleme`;
}
