/**
 * The row a query that always answers one row returns (an aggregate such as `max` or `count`, or
 * `SELECT now()`), typed as its `sql<Row>` says. Its absence would be a bug, not a state, so it throws.
 */
export function onlyRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('a query that always answers one row answered none');
  return row;
}
