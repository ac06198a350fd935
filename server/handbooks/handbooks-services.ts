import { asc, desc } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { handbooks, topics } from '../db/schema';
import { listedHandbook } from './handbook-query';
import type { ListHandbooksOptions } from './list-handbooks';
import { listHandbooksPage } from './list-handbooks-page';
import { readHandbook } from './read-handbook';
import { listStaffHandbooks, readStaffHandbook } from './staff-handbooks';

/** What the pages' loaders call in-process: the API's own operations. */
export function handbooksServices(deps: { db: Db }) {
  const { db } = deps;
  return {
    list: (opts: Omit<ListHandbooksOptions, 'db'>) => listHandbooksPage({ db, ...opts }),
    /** The page counts the opening of a signed-in user (latest viewed); guests' visits come from the page's PUT. */
    open: (opts: { user: SessionUser | null; id: number; childId?: number }) =>
      readHandbook({ db, ...opts, countView: Boolean(opts.user) }),
    /** The staff screen (callers check the handbooks_editor option first). */
    staff: {
      list: () => listStaffHandbooks({ db }),
      handbook: (id: number) => readStaffHandbook({ db, id }),
      topics: () =>
        db
          .select({ alias: topics.alias, title: topics.title })
          .from(topics)
          .orderBy(asc(topics.position), asc(topics.id)),
    },
    /** The newest public handbooks of a theme, for the home page block. */
    latest: async (opts: { theme: ThemeId; limit?: number }) => {
      const rows = await db
        .select({
          id: handbooks.id,
          title: handbooks.title,
          excerpt: handbooks.description,
          date: handbooks.publishedAt,
        })
        .from(handbooks)
        .where(listedHandbook(opts.theme))
        .orderBy(desc(handbooks.publishedAt), desc(handbooks.id))
        .limit(Math.min(Math.max(opts.limit ?? 6, 1), 50));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        excerpt: r.excerpt,
        url: `/handbooks/${r.id}`,
        date: r.date ? r.date.toISOString() : null,
      }));
    },
  };
}
