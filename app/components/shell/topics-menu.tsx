import { useState } from 'react';
import { Link } from '../ui/link';
import { limits } from '../../../common/limits';
import type { RootData } from '../../root';

export type TopicsMenuItem = RootData['topics'][number];

/**
 * Topics menu: shows 5 topics, expands and collapses (spec part 1 §2 "Other UI"). Part of the side
 * menu's kept block: its output is its topics' and its state's, which always starts collapsed.
 */
export function TopicsMenu({ topics }: { topics: TopicsMenuItem[] }) {
  const [isExpanded, setExpanded] = useState(false);
  const visible = isExpanded ? topics : topics.slice(0, limits.topicsMenuVisible);
  if (topics.length === 0) return null;
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" aria-labelledby="topics-menu-title">
      <h2 id="topics-menu-title" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Теми
      </h2>
      <ul className="flex flex-col" data-testid="topics-menu">
        {visible.map((t) => (
          <li key={t.id}>
            <Link
              to={`/themes/${t.alias}`}
              className="flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            >
              <span
                aria-hidden="true"
                className="h-2 w-2 rounded-full"
                style={{ background: `var(--cat-${t.category})` }}
              />
              {t.title}
            </Link>
          </li>
        ))}
      </ul>
      {topics.length > limits.topicsMenuVisible ? (
        <button
          type="button"
          className="btn-ghost mt-1 w-full justify-start text-[var(--color-primary)]"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {isExpanded ? 'Згорнути' : `Усі теми (${topics.length})`}
        </button>
      ) : null}
    </section>
  );
}
