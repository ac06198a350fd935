/**
 * A page whose rows carry the total of their list (`count(*) over ()`, counted before limit and offset),
 * so a list and its count are one statement; or only the total when no rows are wanted (limit 0, a
 * tab's counter). A page past the end has no rows to carry the total, so only then is it counted on its
 * own; an empty first page has none.
 */
export async function pageWithTotal<Row>(opts: {
  limit: number;
  page: number;
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<Row[]>;
  /** The total a row carries. */
  totalOf: (row: Row) => number;
}): Promise<{ total: number; rows: Row[] }> {
  if (opts.limit === 0) return { total: await opts.count(), rows: [] };
  const rows = await opts.rows(opts.limit, (opts.page - 1) * opts.limit);
  if (!rows.length) return { total: opts.page > 1 ? await opts.count() : 0, rows: [] };
  return { total: opts.totalOf(rows[0]), rows };
}
