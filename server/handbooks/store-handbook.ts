import { forgetKept } from '../cache/kept-lists';
import { ensureThread } from '../comments/ensure-thread';
import { eq, inArray } from 'drizzle-orm';
import { handbookTexts, isHandbookEditor } from '../../common/handbooks';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { handbookItems, handbookTopics, handbooks, topics } from '../db/schema';
import { AppError, validationError } from '../http/errors';
import { slugify } from '../news/news-html';
import type { StoreHandbookInput } from './handbooks.schema';

/**
 * Creates (as a draft) or edits a handbook: staff with the handbooks_editor option only. The
 * chapters and topics given replace the old ones in one transaction; publishing is its own step.
 */
export async function storeHandbook(opts: { db: Db; user: SessionUser; input: StoreHandbookInput }) {
  const { db, user, input } = opts;
  if (!isHandbookEditor(user)) throw new AppError('forbidden');
  const topicRows = input.topics.length
    ? await db.select({ id: topics.id, alias: topics.alias }).from(topics).where(inArray(topics.alias, input.topics))
    : [];
  if (topicRows.length !== new Set(input.topics).size) throw validationError({ topics: [handbookTexts.topicUnknown] });
  const saved = await db.transaction(async (tx) => {
    const values = {
      title: input.title,
      description: input.description,
      access: input.access,
      themes: input.themes,
      updatedAt: new Date(),
    };
    let id = input.id;
    if (id) {
      const [updated] = await tx
        .update(handbooks)
        .set(values)
        .where(eq(handbooks.id, id))
        .returning({ id: handbooks.id });
      if (!updated) throw new AppError('not_found');
      await tx.delete(handbookItems).where(eq(handbookItems.handbookId, id));
      await tx.delete(handbookTopics).where(eq(handbookTopics.handbookId, id));
    } else {
      const slug = `${slugify(input.title)}-${Date.now().toString(36)}`;
      [{ id }] = await tx
        .insert(handbooks)
        .values({ ...values, slug, status: 'draft', authorId: user.id })
        .returning({ id: handbooks.id });
      await ensureThread(tx, { kind: 'handbook', itemId: id, title: input.title, themes: input.themes });
    }
    await tx
      .insert(handbookItems)
      .values(
        input.chapters.map((c, i) => ({ handbookId: id as number, position: i + 1, title: c.title, body: c.body })),
      );
    if (topicRows.length) {
      await tx.insert(handbookTopics).values(topicRows.map((t) => ({ handbookId: id as number, topicId: t.id })));
    }
    return { id: id as number };
  });
  // The lists' kept counts (ADR 046) count this handbook as it is now.
  forgetKept(db);
  return saved;
}
