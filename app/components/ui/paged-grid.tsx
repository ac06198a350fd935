import type { ComponentType, ReactNode } from 'react';
import { KeptMarkup } from './kept-markup';

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
  /**
   * The cards as `<li>` items: a module-level component of the items alone, so that the server keeps
   * a list's markup per its cards (ADR 071).
   */
  cards: ComponentType<{ data: readonly T[] }>;
  /** Vertical gap above the list and between its cards. */
  density?: 'normal' | 'compact';
}) {
  const compact = props.density === 'compact';
  return (
    <>
      <div aria-busy={props.busy} className={compact ? 'mt-3' : 'mt-4'}>
        {props.items.length ? (
          <KeptMarkup
            as="ul"
            className={`grid ${compact ? 'gap-3' : 'gap-4'} md:grid-cols-2`}
            aria-label={props.label}
            of={props.cards}
            data={props.items}
          />
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
