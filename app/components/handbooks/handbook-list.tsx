import { useEffect, useState } from 'react';
import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../ui/link';
import { toast } from '../ui/toast';
import { handbookTexts, handbookTopicsQuery } from '../../../common/handbooks';
import { Chips } from '../ui/chips';
import { HandbookCards } from './handbook-card';
import type { HandbookListView } from './handbook-types';
import { PagedGrid } from '../ui/paged-grid';

/** Selected topic aliases: repeated parameters (the form) or one comma list (links). */
export const selectedTopics = (params: URLSearchParams) =>
  params
    .getAll(handbookTopicsQuery)
    .flatMap((v) => v.split(','))
    .filter(Boolean);

function TopicFilter({ filter, selected }: { filter: HandbookListView['filters'][number]; selected: string[] }) {
  const [params] = useSearchParams();
  const [term, setTerm] = useState('');
  const [isOpen, setOpen] = useState(false);
  // A new address (filters applied, a chip removed) closes the drop-down.
  const search = params.toString();
  useEffect(() => {
    if (search !== undefined) setOpen(false);
  }, [search]);
  const caption = selected.length
    ? filter.items
        .filter((i) => selected.includes(i.id))
        .map((i) => i.label)
        .join(', ')
    : handbookTexts.caption;
  // Items the search hides stay in the form (hidden), so a topic checked before a new search is still sent.
  const matches = (label: string) => label.toLowerCase().includes(term.trim().toLowerCase());
  return (
    <details
      className="relative min-w-0 flex-1 sm:max-w-sm"
      open={isOpen}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="input cursor-pointer truncate">{caption}</summary>
      <Form
        key={selected.join(',')}
        method="get"
        className="card absolute z-10 mt-1 w-full max-w-[calc(100vw-2rem)] shadow-lg"
        onSubmit={() => setOpen(false)}
      >
        {[...params.entries()]
          .filter(([k]) => k !== handbookTopicsQuery && k !== 'page')
          .map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        <fieldset>
          <legend className="font-semibold">{filter.title}</legend>
          <label className="sr-only" htmlFor="topic-search">
            {filter.placeholder}
          </label>
          <input
            id="topic-search"
            type="search"
            className="input mt-2"
            placeholder={filter.placeholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <ul className="mt-2 max-h-64 overflow-y-auto">
            {filter.items.map((i) => (
              <li key={i.id} hidden={!matches(i.label)}>
                <label className="flex items-center gap-2 py-1 text-sm">
                  <input
                    type="checkbox"
                    name={handbookTopicsQuery}
                    value={i.id}
                    defaultChecked={selected.includes(i.id)}
                  />
                  <span className="break-words">
                    {i.label} ({i.count})
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="submit" className="btn-primary mt-2 w-full">
          Застосувати
        </button>
      </Form>
    </details>
  );
}

/** /handbooks: type (single choice), topics (searchable multi-choice), search; chips; load-more appends. */
export function HandbookList({ list, title }: { list: HandbookListView; title: string }) {
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
  const type = params.get('type') ?? 'all';
  const topics = selectedTopics(params);
  const filter = list.filters[0];

  const search = (change: (q: URLSearchParams) => void) => {
    const q = new URLSearchParams(params);
    q.delete('page');
    change(q);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const withType = (id: string) => search((q) => (id === 'all' ? q.delete('type') : q.set('type', id)));
  const withoutTopic = (alias: string) =>
    search((q) => {
      q.delete(handbookTopicsQuery);
      for (const t of topics.filter((x) => x !== alias)) q.append(handbookTopicsQuery, t);
    });

  const handleLoadMore = async () => {
    setLoading(true);
    try {
      const q = new URLSearchParams(params);
      q.delete(handbookTopicsQuery);
      if (topics.length) q.set(handbookTopicsQuery, topics.join(','));
      q.set('page', String(meta.current_page + 1));
      const r = await fetch(`/api/handbooks/search?${q}`);
      if (!r.ok) throw new Error();
      const next = (await r.json()) as HandbookListView;
      setItems((prev) => [...prev, ...next.data.filter((h) => !prev.some((x) => x.id === h.id))]);
      setMeta(next.meta);
    } catch {
      toast.error('Не вдалося завантажити довідники, спробуйте ще раз');
    } finally {
      setLoading(false);
    }
  };

  const chips = [
    ...(type !== 'all'
      ? list.types.filter((t) => t.id === type).map((t) => ({ id: `type:${t.id}`, label: t.label }))
      : []),
    ...(filter?.items ?? []).filter((i) => topics.includes(i.id)).map((i) => ({ id: `topic:${i.id}`, label: i.label })),
  ];

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <nav aria-label="Тип довідників" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {list.types.map((t) => {
            const active = t.id === type;
            return (
              <li key={t.id}>
                <Link
                  to={withType(t.id)}
                  aria-current={active ? 'true' : undefined}
                  className={
                    active ? 'chip border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : 'chip'
                  }
                >
                  {t.label} ({t.count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {filter ? <TopicFilter filter={filter} selected={topics} /> : null}
        <Form method="get" role="search" className="flex min-w-0 flex-1 gap-2" key={params.toString()}>
          {[...params.entries()]
            .filter(([k]) => k !== 'q' && k !== 'page')
            .map(([k, v], i) => (
              <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
            ))}
          <label className="sr-only" htmlFor="handbooks-q">
            Пошук довідників
          </label>
          <input
            id="handbooks-q"
            name="q"
            type="search"
            className="input min-w-0"
            placeholder="Пошук довідників"
            defaultValue={params.get('q') ?? ''}
            maxLength={9999}
          />
          <button type="submit" className="btn-primary">
            Знайти
          </button>
        </Form>
      </div>
      {chips.length ? (
        <section className="mt-3" aria-label="Вибрані фільтри">
          <Chips
            items={chips}
            onRemove={(id) =>
              navigate({ search: id.startsWith('type:') ? withType('all') : withoutTopic(id.slice('topic:'.length)) })
            }
          />
        </section>
      ) : null}
      <PagedGrid
        items={items}
        label="Довідники"
        empty={handbookTexts.empty}
        busy={navigation.state === 'loading' || loading}
        hasMore={meta.current_page < meta.last_page}
        loading={loading}
        onLoadMore={handleLoadMore}
        cards={HandbookCards}
      />
    </section>
  );
}
