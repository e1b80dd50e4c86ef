/**
 * Units of sale as UN/ECE Recommendation 20 codes (issue #48), the ones HoReCa catalogues sell
 * by, each with its Romanian name and the words sellers write for it (the demo's and a
 * spreadsheet's `um`), from which a free-text unit is mapped.
 */
export const salesUnits = {
  H87: { name: 'bucată', short: 'buc.', words: ['bucata', 'buc', 'bucati', 'la bucata', 'piesa', 'bucată', 'bucăți'] },
  SET: { name: 'set', short: 'set', words: ['set', 'seturi'] },
  KGM: { name: 'kilogram', short: 'kg', words: ['kg', 'kilogram', 'kilograme'] },
  GRM: { name: 'gram', short: 'g', words: ['g', 'gr', 'gram', 'grame'] },
  LTR: { name: 'litru', short: 'l', words: ['l', 'litru', 'litri'] },
  MLT: { name: 'mililitru', short: 'ml', words: ['ml', 'mililitru', 'mililitri'] },
  MTR: { name: 'metru', short: 'm', words: ['m', 'metru', 'metri'] },
  XBX: { name: 'bax (cutie)', short: 'bax', words: ['bax', 'baxuri', 'cutie', 'cutii', 'carton', 'lada'] },
  XPK: { name: 'pachet', short: 'pachet', words: ['pachet', 'pachete', 'pac', 'punga'] },
  XBG: { name: 'sac', short: 'sac', words: ['sac', 'saci'] },
  XRO: { name: 'rolă', short: 'rolă', words: ['rola', 'role', 'rolă'] },
  XBO: { name: 'sticlă', short: 'sticlă', words: ['sticla', 'sticle', 'sticlă'] },
  XPL: { name: 'palet', short: 'palet', words: ['palet', 'paleti'] },
} as const;

export type SalesUnitCode = keyof typeof salesUnits;
export const salesUnitCodes = Object.keys(salesUnits) as SalesUnitCode[];

const folded = (text: string): string => text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\.$/, '');

const byWord = new Map<string, SalesUnitCode>(
  salesUnitCodes.flatMap((code) => [code.toLowerCase(), ...salesUnits[code].words, salesUnits[code].name].map((word) => [folded(word), code] as const)),
);

/** The unit a code or a seller's word names (`KGM`, `kg`, `Bucată`, `bax`), or undefined. */
export const salesUnitOf = (typed: string): SalesUnitCode | undefined => byWord.get(folded(typed));

/** Whether a value is one of the codes. */
export const isSalesUnit = (value: unknown): value is SalesUnitCode => typeof value === 'string' && value in salesUnits;
