import { count, desc, sql } from 'drizzle-orm';
import { handbookPath } from '../../common/handbooks';
import type { SearchRequest, SearchSource } from '../capability';
import { handbooks } from '../db/schema';
import { matchAnyVariant, pageWithTotal, totalOver } from '../search/text-match';
import { listedHandbook } from './handbook-query';

/** Handbooks in the site search: title and description only, so a paywalled body cannot be probed. */
async function searchHandbooks(request: SearchRequest) {
  // The expression of handbooks_site_search_trgm_idx (migration 0020).
  const match = matchAnyVariant(sql`${handbooks.title} || ' ' || ${handbooks.description}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${listedHandbook(request.theme)} and ${match}`;
  const { total, rows } = await pageWithTotal({
    limit: request.limit,
    page: request.page,
    count: async () => Number((await request.db.select({ n: count() }).from(handbooks).where(where))[0].n),
    rows: (limit, offset) =>
      request.db
        .select({
          id: handbooks.id,
          title: handbooks.title,
          description: handbooks.description,
          access: handbooks.access,
          publishedAt: handbooks.publishedAt,
          total: totalOver,
        })
        .from(handbooks)
        .where(where)
        .orderBy(desc(handbooks.publishedAt), desc(handbooks.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    items: rows.map((r) => ({
      kind: 'handbooks',
      id: String(r.id),
      title: r.title,
      url: handbookPath(r.id),
      snippet: r.description,
      isLocked: r.access !== 'free' && !request.access.hasSubscription,
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
  };
}

export const handbooksSearchSource: SearchSource = { kind: 'handbooks', label: 'Довідники', search: searchHandbooks };
