import type { ReactNode } from 'react';

/**
 * A list of cards in two columns with its empty message and the «Показати ще» button — the shape of
 * every paged list (news, documents, handbooks). The list itself owns its data and paging.
 */
export function PagedGrid<T extends { id: number | string }>(props: {
  items: readonly T[];
  /** The list's accessible name ('Новини', 'Документи' …). */
  label: string;
  empty: ReactNode;
  busy: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  renderItem: (item: T) => ReactNode;
  /** Vertical gap above the list and between its cards. */
  density?: 'normal' | 'compact';
}) {
  const compact = props.density === 'compact';
  return (
    <>
      <div aria-busy={props.busy} className={compact ? 'mt-3' : 'mt-4'}>
        {props.items.length ? (
          <ul className={`grid ${compact ? 'gap-3' : 'gap-4'} md:grid-cols-2`} aria-label={props.label}>
            {props.items.map((item) => (
              <li key={item.id}>{props.renderItem(item)}</li>
            ))}
          </ul>
        ) : (
          <p className="card py-10 text-center text-slate-600">{props.empty}</p>
        )}
      </div>
      {props.hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn-secondary" onClick={props.onLoadMore} disabled={props.loading}>
            {props.loading ? 'Завантаження…' : 'Показати ще'}
          </button>
        </div>
      ) : null}
    </>
  );
}
