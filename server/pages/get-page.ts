import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { AppError } from '../http/errors';

export async function getPage(opts: { db: Db; alias: string }) {
  const [page] = await opts.db
    .select()
    .from(pages)
    .where(and(eq(pages.alias, opts.alias), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw new AppError('not_found');
  return page;
}
