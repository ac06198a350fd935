import { Link } from '../ui/link';
import { formatDate } from './handbook-types';

export interface EngagedItem {
  type: string;
  id: number;
  title: string;
  url: string;
  at: string;
}

/** Items of any kind in "Мої обрані" and "Останні переглянуті": title, kind and date. */
export function EngagedList({
  items,
  labels,
  label,
  empty,
}: {
  items: EngagedItem[];
  labels: Record<string, string>;
  label: string;
  empty: string;
}) {
  if (!items.length) return <p className="card mt-4 py-10 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-3" aria-label={label}>
      {items.map((i) => (
        <li key={`${i.type}:${i.id}`} className="card flex flex-col gap-1">
          <span className="text-xs text-slate-600">
            {labels[i.type] ?? i.type} · <time dateTime={i.at}>{formatDate(i.at)}</time>
          </span>
          <Link to={i.url} className="font-semibold break-words hover:underline">
            {i.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
