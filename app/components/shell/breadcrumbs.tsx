import { useMatches } from 'react-router';
import { Link } from '../ui/link';
import { KeptMarkup } from '../ui/kept-markup';
import type { Crumb } from '../../lib/frame';

/** Breadcrumbs of the deepest page that has a frame (set on each navigation from the loader). */
export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs = [...matches]
    .reverse()
    .map((m) => (m.data as { frame?: { crumbs: Crumb[] } } | undefined)?.frame?.crumbs)
    .find(Boolean);
  if (!crumbs || crumbs.length < 2) return null;
  // A kept block (ADR 071, 073): a page's trail is the same for every reader.
  return (
    <KeptMarkup
      as="nav"
      aria-label="Навігаційний ланцюжок"
      className="mb-4 text-sm text-slate-500"
      of={CrumbTrail}
      data={crumbs}
    />
  );
}

function CrumbTrail({ data: crumbs }: { data: Crumb[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-1">
      {crumbs.map((c, i) => (
        <li key={`${c.title}-${i}`} className="flex items-center gap-1">
          {i > 0 ? <span aria-hidden="true">/</span> : null}
          {c.href && i < crumbs.length - 1 ? (
            <Link to={c.href} className="hover:text-slate-800 hover:underline">
              {c.title}
            </Link>
          ) : (
            <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className="text-slate-700">
              {c.title}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
