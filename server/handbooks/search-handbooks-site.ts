import { count, desc, sql } from 'drizzle-orm';
import { handbookPath } from '../../common/handbooks';
import type { SearchRequest, SearchSource } from '../capability';
import { handbooks } from '../db/schema';
import { matchAnyVariant } from '../search/text-match';
import { listedHandbook } from './handbook-query';

/** Handbooks in the site search: title and description only, so a paywalled body cannot be probed. */
async function searchHandbooks(request: SearchRequest) {
  const match = matchAnyVariant(sql`${handbooks.title} || ' ' || ${handbooks.description}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${listedHandbook(request.theme)} and ${match}`;
  const [{ total }] = await request.db.select({ total: count() }).from(handbooks).where(where);
  if (request.limit === 0 || Number(total) === 0) return { total: Number(total), items: [] };
  const rows = await request.db
    .select({
      id: handbooks.id,
      title: handbooks.title,
      description: handbooks.description,
      access: handbooks.access,
      publishedAt: handbooks.publishedAt,
    })
    .from(handbooks)
    .where(where)
    .orderBy(desc(handbooks.publishedAt), desc(handbooks.id))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  return {
    total: Number(total),
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
