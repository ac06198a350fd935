import { Link } from '../ui/link';
import { EyeIcon } from '../ui/icons';
import { type RecordCardOnPage, recordDate } from './record-types';

const kindColour: Record<string, string> = {
  webinar: 'webinars',
  consultation: 'consultations',
  minicourse: 'minicourse',
};

/** Records of a list as `<li>` items (a kept list on the server, ADR 071). */
export function RecordCards({ data }: { data: readonly RecordCardOnPage[] }) {
  return data.map((r) => (
    <li key={r.id} className="min-w-0">
      <RecordCard record={r} />
    </li>
  ));
}

/** One record in a list: rubric, title, lecturers, length, access mark, counters. No player ids. */
export function RecordCard({ record }: { record: RecordCardOnPage }) {
  return (
    <article
      className="card flex flex-col gap-2 border-t-4"
      style={{ borderTopColor: `var(--cat-${kindColour[record.kind] ?? 'default'})` }}
      data-testid="record-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="font-medium text-[var(--color-primary)]">{record.rubrics[0]?.title}</span>
        {record.access ? (
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-900">Безкоштовно</span>
        ) : !record.hasAccess ? (
          <span className="rounded bg-slate-800 px-2 py-0.5 text-white">Для передплатників</span>
        ) : null}
        {record.date ? <time dateTime={record.date}>{recordDate(record.date)}</time> : null}
      </div>
      <h2 className="text-base font-semibold leading-snug">
        <Link to={record.url} className="hover:underline">
          {record.title}
        </Link>
      </h2>
      <p className="line-clamp-3 text-sm text-slate-700">{record.excerpt}</p>
      {record.lecturers.length ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {record.lecturers[0].avatar_url ? (
            <img src={record.lecturers[0].avatar_url} alt="" width={24} height={24} className="rounded-full" />
          ) : null}
          {record.lecturers.map((l) => l.name).join(', ')}
        </p>
      ) : null}
      <ul className="mt-auto flex flex-wrap gap-4 text-xs text-slate-600" aria-label="Про запис">
        <li>
          {record.videos_count} відео · {record.duration}
        </li>
        <li className="inline-flex items-center gap-1">
          <EyeIcon size={14} /> <span className="sr-only">Переглядів:</span> {record.views}
        </li>
      </ul>
    </article>
  );
}
