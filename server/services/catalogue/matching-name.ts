/**
 * The name an import matches a row and a product on (decision 016): trimmed, runs of spaces as
 * one, lower case in Romanian. Diacritics count: "Cafea" and "Căfea" are different products.
 * Every write of a product's name keeps it in `products.name_key`, where an import looks it up
 * through an index (decision 019).
 */
export const matchingName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ro');
