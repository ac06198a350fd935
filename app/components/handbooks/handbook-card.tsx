import { Link } from '../ui/link';
import { formatDate, type HandbookCardView } from './handbook-types';

/** Handbooks of a list as `<li>` items (a kept list on the server, ADR 071). */
export function HandbookCards({ data }: { data: readonly HandbookCardView[] }) {
  return data.map((card) => (
    <li key={card.id}>
      <HandbookCard card={card} />
    </li>
  ));
}

export function HandbookCard({ card }: { card: HandbookCardView }) {
  return (
    <article className="card flex h-full flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {card.theme ? <span className="chip">{card.theme.title}</span> : null}
        {card.access_level === 'free' ? <span className="chip">Безкоштовно</span> : null}
        {card.date && !card.options.notshowdate ? <time dateTime={card.date}>{formatDate(card.date)}</time> : null}
      </p>
      <h2 className="text-lg font-semibold break-words">
        <Link to={card.url} className="hover:underline">
          {card.title}
        </Link>
      </h2>
      <p className="text-sm text-slate-700 break-words">{card.excerpt}</p>
      <p className="mt-auto flex gap-3 text-xs text-slate-600">
        <span>Переглядів: {card.views}</span>
        <span>В обраному: {card.favorites_count}</span>
        {card.favorite ? <span>★ Ваше обране</span> : null}
      </p>
    </article>
  );
}
