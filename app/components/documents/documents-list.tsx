import { useEffect, useId, useState } from 'react';
import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../ui/link';
import { toast } from '../ui/toast';
import { documentMessages, documentQueries } from '../../../common/documents';
import { Chips } from '../ui/chips';
import type { DocumentCard, DocumentListView } from './document-types';
import { PagedGrid } from '../ui/paged-grid';
import { kyivDate } from '../../../common/uk-locale';

function DocumentItem({ doc }: { doc: DocumentCard }) {
  return (
    <article className="card h-full">
      <p className="text-xs text-slate-600">
        {doc.type.label}
        {doc.date ? ` · ${kyivDate(doc.date)}` : ''}
      </p>
      <h2 className="mt-1 font-semibold">
        <Link to={doc.url} className="hover:underline">
          {doc.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{doc.lead}</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs text-slate-700" aria-label="Ознаки документа">
        {doc.has_sample ? <li className="chip">Зі зразком заповнення</li> : null}
        {doc.is_fillable ? <li className="chip">Заповнюється за вашими даними</li> : null}
        {doc.access ? <li className="chip">Безкоштовно</li> : null}
        {doc.favorite.inFavorites ? <li className="chip">В обраному</li> : null}
      </ul>
    </article>
  );
}

/** Documents of a list as `<li>` items (a kept list on the server, ADR 071). */
function DocumentItems({ data }: { data: readonly DocumentCard[] }) {
  return data.map((doc) => (
    <li key={doc.id}>
      <DocumentItem doc={doc} />
    </li>
  ));
}

/** Searchable multi-choice of document types with their counts (filter 2). */
function TypeFilter({
  items,
  chosen,
  onChange,
}: {
  items: { id: string; label: string; count: number }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const [term, setTerm] = useState('');
  const inputId = useId();
  const shown = items.filter((i) => i.label.toLowerCase().includes(term.trim().toLowerCase()));
  return (
    <fieldset className="card">
      <legend className="px-1 font-semibold">{documentMessages.typesHeading}</legend>
      <label htmlFor={inputId} className="sr-only">
        Пошук за типом
      </label>
      <input
        id={inputId}
        type="search"
        className="input mt-1"
        placeholder={documentMessages.typesPlaceholder}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
        {shown.map((item) => (
          <li key={item.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(item.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))
                }
              />
              <span>
                {item.label} <span className="text-slate-600">({item.count})</span>
              </span>
            </label>
          </li>
        ))}
        {shown.length ? null : <li className="text-sm text-slate-600">Нічого не знайдено</li>}
      </ul>
    </fieldset>
  );
}

/**
 * The documents list: query filter, type filter, search and order live in the URL, so a change
 * starts a fresh list from the loader; load-more appends the next page from the API.
 */
export function DocumentsList({
  list,
  rubrics,
  isSignedIn,
}: {
  list: DocumentListView;
  rubrics: { alias: string; title: string }[];
  isSignedIn: boolean;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [items, setItems] = useState(list.data);
  const [meta, setMeta] = useState(list.meta);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setItems(list.data);
    setMeta(list.meta);
  }, [list]);

  const query = params.get('query') ?? 'all';
  const chosenTypes = (params.get('types') ?? '').split(',').filter(Boolean);
  const typeItems = list.filter_counters.filter_type[0]?.items ?? [];
  const base = list.rubric ? `/documents/${list.rubric.alias}` : '/documents';

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const s = next.toString();
    navigate(`${base}${s ? `?${s}` : ''}`, { preventScrollReset: true });
  };

  const handleLoadMore = async () => {
    setLoading(true);
    try {
      const q = new URLSearchParams(params);
      if (list.rubric) q.set('rubric', list.rubric.alias);
      q.set('page', String(meta.current_page + 1));
      const r = await fetch(`/api/documents/documents?${q}`);
      if (!r.ok) throw new Error();
      const next = (await r.json()) as DocumentListView;
      setItems((prev) => [...prev, ...next.data.filter((d) => !prev.some((x) => x.id === d.id))]);
      setMeta(next.meta);
    } catch {
      toast.error('Не вдалося завантажити документи, спробуйте ще раз');
    } finally {
      setLoading(false);
    }
  };

  const counts = list.filter_counters.queries;
  const queryCount = { all: counts.total, sample: counts.sample, favorite: counts.favorite };
  const chips = [
    ...(query !== 'all'
      ? [{ id: `query:${query}`, label: documentQueries.find((q) => q.id === query)?.label ?? '' }]
      : []),
    ...chosenTypes.map((id) => ({ id: `type:${id}`, label: typeItems.find((t) => t.id === id)?.label ?? id })),
    ...(params.get('q') ? [{ id: 'q:', label: `Пошук: ${params.get('q')}` }] : []),
  ];
  const handleRemoveChip = (id: string) => {
    const [kind, value] = id.split(':');
    if (kind === 'query') go({ query: null });
    else if (kind === 'q') go({ q: null });
    else go({ types: chosenTypes.filter((t) => t !== value).join(',') || null });
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {list.rubric?.title ?? 'Документи'}
      </h1>
      <h2 className="mt-3 text-lg font-semibold">{list.descriptionTitle}</h2>
      <p className="mt-1 text-slate-700">{list.descriptionText}</p>
      <nav aria-label="Рубрики документів" className="mt-4 -mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {[{ alias: '', title: 'Усі рубрики' }, ...rubrics].map((r) => {
            const active = (list.rubric?.alias ?? '') === r.alias;
            return (
              <li key={r.alias || 'all'} className="shrink-0">
                <Link
                  to={r.alias ? `/documents/${r.alias}` : '/documents'}
                  aria-current={active ? 'page' : undefined}
                  className={
                    active ? 'chip border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : 'chip'
                  }
                >
                  {r.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-4 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <div className="space-y-4">
          <fieldset className="card">
            <legend className="px-1 font-semibold">Документи</legend>
            {documentQueries.map((q) => {
              const isLocked = q.id === 'favorite' && !isSignedIn;
              return (
                <label key={q.id} className="flex items-center gap-2 py-0.5 text-sm">
                  <input
                    type="radio"
                    name="query"
                    value={q.id}
                    checked={query === q.id}
                    disabled={isLocked}
                    onChange={() => go({ query: q.id === 'all' ? null : q.id })}
                  />
                  <span>
                    {q.label} <span className="text-slate-600">({queryCount[q.id]})</span>
                  </span>
                </label>
              );
            })}
            {isSignedIn ? null : <p className="mt-1 text-xs text-slate-600">Обрані доступні після входу</p>}
          </fieldset>
          <TypeFilter
            items={typeItems}
            chosen={chosenTypes}
            onChange={(next) => go({ types: next.join(',') || null })}
          />
        </div>
        <div>
          <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row" key={params.toString()}>
            {[...params.entries()]
              .filter(([k]) => k !== 'q' && k !== 'page')
              .map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
            <label className="sr-only" htmlFor="documents-q">
              Пошук документів
            </label>
            <input
              id="documents-q"
              name="q"
              type="search"
              className="input"
              placeholder="Пошук документів за назвою"
              defaultValue={params.get('q') ?? ''}
              maxLength={9999}
            />
            <button type="submit" className="btn-primary">
              Знайти
            </button>
          </Form>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm">
              <span className="text-slate-600">Сортування</span>
              <select
                className="input"
                value={params.get('order') ?? 'date'}
                onChange={(e) => go({ order: e.target.value === 'date' ? null : e.target.value })}
              >
                <option value="date">Спершу нові</option>
                <option value="views">Найпопулярніші</option>
              </select>
            </label>
          </div>
          {chips.length ? (
            <section className="mt-3" aria-label="Обрані фільтри">
              <Chips items={chips} onRemove={handleRemoveChip} />
            </section>
          ) : null}
          <p className="mt-3 text-sm text-slate-600" role="status">
            Знайдено документів: {meta.total}
          </p>
          <PagedGrid
            items={items}
            label="Документи"
            empty={documentMessages.empty}
            busy={navigation.state === 'loading' || loading}
            hasMore={meta.current_page < meta.last_page}
            loading={loading}
            onLoadMore={handleLoadMore}
            cards={DocumentItems}
            density="compact"
          />
        </div>
      </div>
      {list.footerText ? <p className="mt-8 border-t pt-4 text-sm text-slate-700">{list.footerText}</p> : null}
    </section>
  );
}
