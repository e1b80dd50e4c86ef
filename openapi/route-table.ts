/**
 * The format of `openapi/generated/<service>.routes.json`: the routes fastify-openapi-glue derives
 * from a bundled spec, which `npm run openapi:generate` records and the server mounts (decision 055).
 */

/**
 * One route of a service as fastify-openapi-glue derives it from the bundled spec: its method,
 * its path in Fastify's form, its operation and the request and answer schemas it validates and
 * serialises with; and the media types its operation declares for a request body.
 */
export interface RecordedRoute {
  method: string | string[];
  url: string;
  operationId: string;
  schema: Record<string, unknown>;
  mediaTypes: string[];
}

/** Marks, in the file, a subtree written once in `shared` and used wherever its index stands. */
const sharedMark = '$shared';
/** Smaller subtrees are written where they stand: a mark would save little or nothing. */
const smallestShared = 64;

interface PackedTable {
  shared: unknown[];
  routes: unknown;
}

const isTree = (value: unknown): value is object => typeof value === 'object' && value !== null;

const mapTree = (tree: object, map: (child: unknown) => unknown): unknown =>
  Array.isArray(tree) ? tree.map(map) : Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, map(child)]));

/**
 * The routes as the file holds them. The derived schemas repeat the spec's shared schemas in every
 * route (a problem's schema under each error status of each operation): 13 MB written out. Each
 * subtree that occurs more than once is written once, which leaves the size of the spec itself.
 */
export function packRouteTable(routes: readonly RecordedRoute[]): string {
  const occurrences = new Map<string, number>();
  const count = (value: unknown): void => {
    if (!isTree(value)) return;
    const text = JSON.stringify(value);
    const seen = occurrences.get(text) ?? 0;
    occurrences.set(text, seen + 1);
    if (seen === 0) Object.values(value).forEach(count);
  };
  count(routes);
  const indexes = new Map<string, number>();
  const shared: unknown[] = [];
  const pack = (value: unknown, whole = false): unknown => {
    if (!isTree(value)) return value;
    const text = JSON.stringify(value);
    if (whole || text.length < smallestShared || (occurrences.get(text) ?? 0) < 2) return mapTree(value, (child) => pack(child));
    let index = indexes.get(text);
    if (index === undefined) {
      index = shared.push(undefined) - 1;
      indexes.set(text, index);
      shared[index] = pack(value, true);
    }
    return { [sharedMark]: index };
  };
  const table: PackedTable = { routes: pack(routes, true), shared };
  return `${JSON.stringify(table)}\n`;
}

/** The file's routes, each shared subtree one object wherever it is used, as the glue hands them to Fastify. */
export function unpackRouteTable(text: string): RecordedRoute[] {
  const table = JSON.parse(text) as PackedTable;
  const unpacked = new Map<number, unknown>();
  const unpack = (value: unknown): unknown => {
    if (!isTree(value)) return value;
    const index = (value as Record<string, unknown>)[sharedMark];
    if (typeof index !== 'number') return mapTree(value, unpack);
    if (!unpacked.has(index)) unpacked.set(index, unpack(table.shared[index]));
    return unpacked.get(index);
  };
  return unpack(table.routes) as RecordedRoute[];
}
