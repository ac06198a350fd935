import { useEffect, useState } from 'react';
import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../ui/link';
import { toast } from '../ui/toast';
import { newsMessages, newsOrders } from '../../../common/news';
import { NewsCards } from './news-card';
import { cardOnPage, type NewsCardOnPage, type NewsCardView, type NewsListMeta } from './news-types';
import { PagedGrid } from '../ui/paged-grid';

export interface NewsFilters {
  categories: { id: string; label: string; count: number }[];
  topics: { id: string; label: string; count: number }[];
  labels: { id: string; label: string; count: number }[];
  types: { id: string; label: string; count: number }[];
}

const FILTER_KEYS = ['topicItems', 'labelItems', 'typeItems'] as const;

/**
 * The news list: categories, search, filters and order in the URL (a change starts a fresh list); load-more
 * appends.
 */
export function NewsList({
  type,
  data,
  meta,
  filters,
  title,
  description,
}: {
  type: string;
  data: NewsCardOnPage[];
  meta: NewsListMeta;
  filters: NewsFilters;
  title: string;
  description: string;
}) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [items, setItems] = useState(data);
  const [page, setPage] = useState(meta);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setItems(data);
    setPage(meta);
  }, [data, meta]);

  const handleLoadMore = async () => {
    setLoading(true);
    try {
      const query = new URLSearchParams(params);
      query.set('page', String(page.current_page + 1));
      const r = await fetch(`/api/news/${type}?${query}`);
      if (r.ok) {
        const next = (await r.json()) as { data: NewsCardView[]; meta: NewsListMeta };
        setItems((prev) => [...prev, ...next.data.filter((p) => !prev.some((x) => x.id === p.id)).map(cardOnPage)]);
        setPage(next.meta);
      } else {
        toast.error(
          ((await r.json().catch(() => ({}))) as { message?: string }).message ||
            'Не вдалося завантажити новини, спробуйте ще раз',
        );
      }
    } catch {
      toast.error('Не вдалося завантажити новини, спробуйте ще раз');
    } finally {
      setLoading(false);
    }
  };

  const withParam = (key: string, value: string | null) => {
    const q = new URLSearchParams(params);
    q.delete('page');
    if (value) q.set(key, value);
    else q.delete(key);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const groups = [
    { key: 'topicItems', title: 'Теми', items: filters.topics },
    { key: 'labelItems', title: 'Мітки', items: filters.labels },
    { key: 'typeItems', title: 'Типи', items: filters.types },
  ] as const;

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
      <nav aria-label="Рубрики новин" className="mt-4 -mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {[{ id: 'all', label: 'Усі новини' }, ...filters.categories].map((c) => {
            const active = c.id === type || (c.id === 'all' && type === 'all');
            return (
              <li key={c.id} className="shrink-0">
                <Link
                  to={`/news${c.id === 'all' ? '' : `/${c.id}`}${withParam('page', null)}`}
                  aria-current={active ? 'page' : undefined}
                  className={
                    active ? 'chip border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : 'chip '
                  }
                >
                  {c.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" role="search" className="mt-4 flex flex-col gap-2 sm:flex-row" key={params.toString()}>
        {[...params.entries()]
          .filter(([k]) => k !== 'q' && k !== 'page')
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <label className="sr-only" htmlFor="news-q">
          Пошук новин
        </label>
        <input
          id="news-q"
          name="q"
          type="search"
          className="input"
          placeholder="Пошук новин"
          defaultValue={params.get('q') ?? ''}
          maxLength={9999}
        />
        <button type="submit" className="btn-primary">
          Знайти
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap gap-2">
        {groups.map((g) => (
          <label key={g.key} className="flex min-w-0 flex-1 flex-col text-sm sm:flex-none">
            <span className="text-slate-600">{g.title}</span>
            <select
              className="input mt-1"
              aria-label={g.title}
              value={params.get(g.key) ?? ''}
              onChange={(e) => navigate({ search: withParam(g.key, e.target.value) })}
            >
              <option value="">Усі</option>
              {g.items
                .filter((i) => i.count > 0)
                .map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label} ({i.count})
                  </option>
                ))}
            </select>
          </label>
        ))}
        {/* Wide enough for «Найбільше реакцій»: on a phone it takes a line of its own rather than cut the label. */}
        <label className="flex min-w-48 flex-1 flex-col text-sm sm:flex-none">
          <span className="text-slate-600">Сортування</span>
          <select
            className="input mt-1"
            aria-label="Сортування"
            value={params.get('order') ?? 'date'}
            onChange={(e) =>
              navigate({ search: withParam('order', e.target.value === 'date' ? null : e.target.value) })
            }
          >
            {newsOrders.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {params.get('q') ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Знайдено: {page.total}
          {page.total > items.length
            ? `. Показано ${items.length} найрелевантніших — уточніть запит, щоб побачити інші.`
            : ''}
        </p>
      ) : null}
      <PagedGrid
        items={items}
        label="Новини"
        empty={newsMessages.empty}
        busy={navigation.state === 'loading' || loading}
        hasMore={page.current_page < page.last_page}
        loading={loading}
        onLoadMore={handleLoadMore}
        cards={NewsCards}
      />
      {FILTER_KEYS.some((k) => params.get(k)) ? (
        <p className="mt-4 text-center">
          <Link to={`/news${type === 'all' ? '' : `/${type}`}`} className="text-sm underline">
            Скинути фільтри
          </Link>
        </p>
      ) : null}
    </section>
  );
}
