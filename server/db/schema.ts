/**
 * Kysely's view of the tables. Each migration that adds a table adds its interface here.
 * The search-foundation migration adds no table, only extensions and the text-search setup.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DatabaseSchema {}
