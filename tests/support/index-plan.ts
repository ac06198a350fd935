import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/engagement/engagement-sql';

/**
 * The ids a condition finds in a table and the plan PostgreSQL makes for it with sequential scans off
 * (in one transaction, so the setting holds for both): what the query does when it must use an index.
 */
export async function idsAndPlanViaIndex(db: Db, table: string, where: SQL): Promise<[number[], string]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const from = sql.identifier(table);
    const ids = rowsOf<{ id: number }>(await tx.execute(sql`select id from ${from} where ${where} order by id`));
    const explained = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql`explain select id from ${from} where ${where}`),
    );
    return [ids.map((r) => r.id), explained.map((r) => r['QUERY PLAN']).join('\n')];
  });
}
