import { Form } from 'react-router';
import { Link } from '../../components/ui/link';
import { SEARCH_MAX_LENGTH } from '../../../common/search/words';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/search';

/**
 * /search and /search-google: one search across every kind of item, with a tab (and its count) per kind.
 * `/search-google` is the same page under the wording «Пошук по сайту» (ADR 027).
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const q = url.searchParams.get('q') ?? '';
  const kind = url.searchParams.get('kind') ?? 'all';
  const page = Number(url.searchParams.get('page') ?? '1');
  const found = await args.context.services.tools
    .search({
      user: args.context.user,
      theme: args.context.theme,
      q,
      kind,
      page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
    })
    .catch((err: unknown) => routeError(err, url));
  return { frame, seo, base: url.pathname, found };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

/** ⟦…⟧ markers of the search snippet as <mark>, everything else as text. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/(⟦[^⟧]*⟧)/);
  return (
    <p className="text-sm text-slate-700">
      {parts.map((p, i) => (p.startsWith('⟦') ? <mark key={i}>{p.slice(1, -1)}</mark> : p))}
    </p>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { frame, base, found } = loaderData;
  const href = (kind: string, page = 1) => {
    const params = new URLSearchParams({ q: found.q });
    if (kind !== 'all') params.set('kind', kind);
    if (page > 1) params.set('page', String(page));
    return `${base}?${params}`;
  };
  const total = found.tabs.reduce((s, t) => s + t.count, 0);
  const labelOf = new Map(found.tabs.map((t) => [t.kind, t.label]));
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <Form method="get" action={base} role="search" className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="site-search-q" className="sr-only">
          Що шукаємо
        </label>
        <input
          id="site-search-q"
          name="q"
          type="search"
          defaultValue={found.q}
          maxLength={SEARCH_MAX_LENGTH}
          className="input"
          placeholder="Наприклад: ЄСВ з відпускних"
        />
        {found.kind !== 'all' && <input type="hidden" name="kind" value={found.kind} />}
        <button type="submit" className="btn-primary">
          Знайти
        </button>
      </Form>
      {found.q && (
        <nav aria-label="Розділи пошуку" className="mt-4 flex flex-wrap gap-2">
          {[{ kind: 'all', label: 'Усі', count: total }, ...found.tabs].map((t) => (
            <Link
              key={t.kind}
              to={href(t.kind)}
              aria-current={found.kind === t.kind ? 'page' : undefined}
              className={`chip ${found.kind === t.kind ? 'border-[var(--color-primary)] font-semibold' : ''}`}
            >
              {t.label} <span data-testid={`count-${t.kind}`}>{t.count}</span>
            </Link>
          ))}
        </nav>
      )}
      {found.q && found.data.length === 0 && (
        <p className="mt-6 text-slate-600">За запитом «{found.q.slice(0, 200)}» нічого не знайдено.</p>
      )}
      <ul className="mt-4 flex flex-col gap-3" data-testid="search-results">
        {found.data.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="card flex flex-col gap-1">
            <span className="text-xs uppercase tracking-wide text-slate-500">
              {labelOf.get(item.kind) ?? item.kind}
            </span>
            <Link to={item.url} className="font-semibold text-[var(--color-primary)] hover:underline">
              {item.title}
            </Link>
            {item.snippet && <Snippet text={item.snippet} />}
            {item.isLocked && <span className="text-xs text-amber-800">Повний текст — за передплатою</span>}
          </li>
        ))}
      </ul>
      {found.meta.last_page > 1 && (
        <nav aria-label="Сторінки" className="mt-6 flex gap-2">
          {found.meta.current_page > 1 && (
            <Link to={href(found.kind, found.meta.current_page - 1)} className="btn-secondary">
              Попередня
            </Link>
          )}
          {found.meta.current_page < found.meta.last_page && (
            <Link to={href(found.kind, found.meta.current_page + 1)} className="btn-secondary">
              Наступна
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
