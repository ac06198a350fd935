import type { ThemeId } from '../../../common/themes';
import { cleanQuery, SEARCH_PAGE_SIZE, searchVariants } from '../../../common/search/words';
import type { SessionUser } from '../../accounts/sessions';
import { loadAccess } from '../../access/access';
import { keptGuestSearches } from '../../cache/kept-lists';
import type { SearchHit, SearchSource } from '../../capability';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';

export interface SiteSearchResult {
  q: string;
  kind: string;
  tabs: { kind: string; label: string; count: number }[];
  data: SearchHit[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** Items per kind on the «Усі» tab, before the visitor opens a kind's own tab. */
const PER_KIND_ON_ALL = 5;

/**
 * A guest's answer is the same for every guest of the theme: kept a second, as the guest's search page
 * is in the micro-cache, and forgotten on any save of public content (ADR 019). A signed-in reader's
 * answer depends on their packages (locked marks, paywalled bodies searched) and is never kept.
 */
const guestAnswers = keptGuestSearches<SiteSearchResult>();

/**
 * One search across every registered source: each kind's count for its tab, and either the first few of
 * every kind (tab `all`) or one kind's page of 20. The term is trimmed to 9 999 characters, synonym
 * variants and word stems go to every source, and each source applies the paywall for this visitor.
 */
export async function siteSearch(opts: {
  db: Db;
  sources: readonly SearchSource[];
  user: SessionUser | null;
  theme: ThemeId;
  q?: string | null;
  kind?: string;
  page?: number;
}): Promise<SiteSearchResult> {
  const q = cleanQuery(opts.q);
  const kind = opts.kind || 'all';
  if (kind !== 'all' && !opts.sources.some((s) => s.kind === kind)) {
    throw new AppError('not_found', { message: 'Такого розділу пошуку немає' });
  }
  const page = Math.max(1, opts.page ?? 1);
  const perPage = SEARCH_PAGE_SIZE;
  if (!q) {
    const tabs = opts.sources.map((s) => ({ kind: s.kind, label: s.label, count: 0 }));
    return { q, kind, tabs, data: [], meta: { current_page: 1, last_page: 1, per_page: perPage, total: 0 } };
  }
  if (opts.user === null) {
    const key = JSON.stringify([opts.theme, q, kind, page]);
    return guestAnswers.get(opts.db, key, () => searchAll({ ...opts, q, kind, page }));
  }
  return searchAll({ ...opts, q, kind, page });
}

/** Every source asked for a term that is not empty. */
async function searchAll(opts: {
  db: Db;
  sources: readonly SearchSource[];
  user: SessionUser | null;
  theme: ThemeId;
  q: string;
  kind: string;
  page: number;
}): Promise<SiteSearchResult> {
  const { q, kind, page } = opts;
  const perPage = SEARCH_PAGE_SIZE;
  const chosen = searchVariants(q);
  const variants = chosen.map((v) => v.stemmed);
  const plainVariants = chosen.map((v) => v.plain);
  const access = await loadAccess({ db: opts.db, user: opts.user });
  const results = await Promise.all(
    opts.sources.map(async (source) => {
      const isOpen = kind === source.kind;
      const limit = kind === 'all' ? PER_KIND_ON_ALL : isOpen ? perPage : 0;
      const answer = await source.search({
        db: opts.db,
        user: opts.user,
        access,
        theme: opts.theme,
        q,
        variants,
        plainVariants,
        page: isOpen ? page : 1,
        limit,
      });
      return { source, ...answer };
    }),
  );
  const tabs = results.map((r) => ({ kind: r.source.kind, label: r.source.label, count: r.total }));
  const total =
    kind === 'all' ? tabs.reduce((s, t) => s + t.count, 0) : (tabs.find((t) => t.kind === kind)?.count ?? 0);
  const data = results.flatMap((r) => r.items);
  const lastPage = kind === 'all' ? 1 : Math.max(1, Math.ceil(total / perPage));
  return {
    q,
    kind,
    tabs,
    data,
    meta: { current_page: kind === 'all' ? 1 : page, last_page: lastPage, per_page: perPage, total },
  };
}
