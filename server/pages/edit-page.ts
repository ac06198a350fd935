import { asc, eq } from 'drizzle-orm';
import type { PageDraft } from '../../common/page-blocks';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { AppError } from '../http/errors';

export async function listPagesForStaff(db: Db) {
  return db.select().from(pages).orderBy(asc(pages.alias));
}

export async function findPageForStaff(db: Db, alias: string) {
  const [page] = await db.select().from(pages).where(eq(pages.alias, alias)).limit(1);
  if (!page) throw new AppError('not_found', { message: 'Сторінку не знайдено' });
  return page;
}

/** Saves the editor's draft; the live page does not change until it is published. */
export async function saveDraft(db: Db, alias: string, draft: PageDraft) {
  const [page] = await db.update(pages).set({ draft }).where(eq(pages.alias, alias)).returning();
  if (!page) throw new AppError('not_found', { message: 'Сторінку не знайдено' });
  return page;
}

/** Makes the draft the live page. */
export async function publishDraft(db: Db, alias: string) {
  const page = await findPageForStaff(db, alias);
  if (!page.draft) throw new AppError('conflict', { message: 'Немає чернетки для публікації' });
  const [published] = await db
    .update(pages)
    .set({
      title: page.draft.title,
      description: page.draft.description,
      blocks: page.draft.blocks,
      draft: null,
      isPublished: true,
      updatedAt: new Date(),
    })
    .where(eq(pages.alias, alias))
    .returning();
  return published as typeof pages.$inferSelect;
}
