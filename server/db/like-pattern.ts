/** `%text%` for SQL LIKE, with LIKE's own wildcards (`%`, `_`, `\\`) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
