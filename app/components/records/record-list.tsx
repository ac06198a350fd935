import { Form, useSearchParams } from 'react-router';
import { Link } from '../ui/link';
import { recordMessages } from '../../../common/records';
import { RecordCards } from './record-card';
import { KeptMarkup } from '../ui/kept-markup';
import type { RecordsPageOnPage } from './record-types';

type Filter = NonNullable<RecordsPageOnPage['filters']>[number];

/** A records list with its filters (query: type, themeItems, lecturersItems, typeItems, q, page). */
export function RecordList({ title, page, basePath }: { title: string; page: RecordsPageOnPage; basePath: string }) {
  const [params] = useSearchParams();
  const filters = page.filters ?? [];
  const chosen = (f: Filter) => (params.get(f.queryName) ?? '').split(',').filter(Boolean);
  const chips = filters.flatMap((f) =>
    chosen(f).map((id) => ({ id: `${f.queryName}:${id}`, label: f.items.find((i) => i.id === id)?.label ?? id })),
  );
  const without = (chipId: string) => {
    const [key, id] = chipId.split(':');
    const next = new URLSearchParams(params);
    const rest = (next.get(key) ?? '').split(',').filter((v) => v && v !== id);
    if (rest.length) next.set(key, rest.join(','));
    else next.delete(key);
    next.delete('page');
    return `${basePath}?${next}`;
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${basePath}?${next}`;
  };
  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <Form method="get" action={basePath} className="card flex flex-col gap-3" aria-label="Фільтри відео">
        {params.get('type') ? <input type="hidden" name="type" value={params.get('type') ?? ''} /> : null}
        <label className="flex flex-col gap-1 text-sm">
          Пошук
          <input name="q" defaultValue={params.get('q') ?? ''} className="input" type="search" />
        </label>
        <div className="grid gap-3 sm:grid-cols-3">
          {filters.map((f) => (
            <label key={f.queryName} className="flex min-w-0 flex-col gap-1 text-sm">
              {f.label}
              <select name={f.queryName} defaultValue={chosen(f)[0] ?? ''} className="input">
                <option value="">Усі</option>
                {f.items.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label} ({i.count})
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <button type="submit" className="btn-primary self-start">
          Показати
        </button>
      </Form>
      {chips.length ? (
        <nav aria-label="Обрані фільтри">
          <ul className="flex flex-wrap gap-2">
            {chips.map((c) => (
              <li key={c.id} className="chip">
                {c.label}
                <Link to={without(c.id)} aria-label={`Прибрати «${c.label}»`} className="text-slate-600">
                  ✕
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="text-sm text-slate-600" data-testid="records-total">
        Знайдено записів: {page.meta.total}
      </p>
      {page.data.length ? (
        <KeptMarkup as="ul" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" of={RecordCards} data={page.data} />
      ) : (
        <p className="card py-10 text-center text-slate-600">{recordMessages.emptyList}</p>
      )}
      {page.meta.last_page > 1 ? (
        <nav aria-label="Сторінки" className="flex flex-wrap gap-2">
          {Array.from({ length: page.meta.last_page }, (_, i) => i + 1).map((n) =>
            n === page.meta.current_page ? (
              <span key={n} aria-current="page" className="btn-primary">
                {n}
              </span>
            ) : (
              <Link key={n} to={pageLink(n)} className="btn-secondary">
                {n}
              </Link>
            ),
          )}
        </nav>
      ) : null}
    </section>
  );
}
