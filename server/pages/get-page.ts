import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { pages } from '../db/schema';
import { AppError } from '../http/errors';

/** A published page by its alias: built once per database handle (ADR 047), the alias filled in. */
const publishedPage = (db: Db) =>
  preparedOnce(db, 'pages:published', (d) =>
    d
      .select()
      .from(pages)
      .where(and(eq(pages.alias, sql.placeholder('alias')), eq(pages.isPublished, true)))
      .limit(1)
      .prepare(UNNAMED),
  );

export async function getPage(opts: { db: Db; alias: string }) {
  const [page] = await publishedPage(opts.db).execute({ alias: opts.alias });
  if (!page) throw new AppError('not_found');
  return page;
}
