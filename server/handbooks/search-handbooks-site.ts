import { desc } from 'drizzle-orm';
import { handbookPath } from '../../common/handbooks';
import type { SearchRequest, SearchSource } from '../capability';
import { handbooks } from '../db/schema';
import { textMatchKind, textMatchPage } from '../search/text-match';
import { listedHandbook } from './handbook-query';

const HANDBOOKS = textMatchKind({
  kind: 'handbooks',
  table: handbooks,
  where: listedHandbook,
  fields: {
    id: handbooks.id,
    title: handbooks.title,
    description: handbooks.description,
    access: handbooks.access,
    publishedAt: handbooks.publishedAt,
  },
  orderBy: [desc(handbooks.publishedAt), desc(handbooks.id)],
});

/** Handbooks in the site search: title and description only, so a paywalled body cannot be probed. */
async function searchHandbooks(request: SearchRequest) {
  const { total, rows } = await textMatchPage(request, HANDBOOKS);
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
