import { loadAccess } from '../access/access';
import { listNews, type ListNewsOptions } from './list-news';
import { listFilterCounters } from './list-taxonomy';
import { presentListMeta, presentNewsCard } from './news.presenter';

/**
 * A page of the news list as the API and the page both answer it: cards (paywall applied), meta,
 * the category when the list is one, and the asked-for filter counters.
 */
export async function listNewsPage(opts: ListNewsOptions & { excerptWords?: number; filters?: string[] }) {
  const { db, user } = opts;
  const [list, access, filters] = await Promise.all([
    listNews(opts),
    loadAccess({ db, user }),
    opts.filters?.length ? listFilterCounters({ db, theme: opts.theme }) : undefined,
  ]);
  return {
    data: list.rows.map((row) => presentNewsCard(row, { access, excerptWords: opts.excerptWords })),
    meta: presentListMeta(list),
    ...(list.category
      ? {
          category: {
            id: list.category.id,
            alias: list.category.alias,
            title: list.category.title,
            description: list.category.description,
          },
        }
      : {}),
    ...(filters ? { filters: filters.filter((f) => opts.filters?.includes(f.queryName)) } : {}),
  };
}
