import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../auth/auth-provider';
import { type RecordView, recordDate } from './record-types';
import { VideoPlayer } from './video-player';

function FavoriteToggle({ record, isSignedIn }: { record: RecordView; isSignedIn: boolean }) {
  const { requireLogin } = useAuth();
  const [state, setState] = useState({ on: record.favorite.inFavorites, count: record.favorites_count });
  const [isBusy, setBusy] = useState(false);
  const handleClick = async () => {
    if (!isSignedIn && !(await requireLogin())) return;
    setBusy(true);
    try {
      const r = await fetch(`/api/records/favorite/record/${record.id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ favorite: state.on ? 0 : 1 }),
        credentials: 'same-origin',
      });
      const body = (await r.json()) as { favorite?: boolean; favorites_count?: number; message?: string };
      if (!r.ok) throw new Error(body.message ?? 'Сталася помилка, спробуйте ще раз');
      setState({ on: Boolean(body.favorite), count: Math.max(0, body.favorites_count ?? 0) });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-secondary" aria-pressed={state.on} disabled={isBusy} onClick={handleClick}>
      <span aria-hidden="true">{state.on ? '★' : '☆'}</span>
      {state.on ? 'В обраному' : 'В обране'} <span data-testid="favorites-count">{state.count}</span>
    </button>
  );
}

/** The record page: player of the current video, its list (by modules), lecturers, files and blocks. */
export function RecordPage({
  record,
  isSignedIn,
  comments,
}: {
  record: RecordView;
  isSignedIn: boolean;
  comments?: React.ReactNode;
}) {
  const current = record.video;
  useEffect(() => {
    // A guest's view is counted after load, so the page itself stays cacheable.
    if (!isSignedIn) void fetch(`/api/records/events/visit/${record.id}/${current?.id ?? 0}?route_type=record`);
  }, [isSignedIn, record.id, current?.id]);
  const groups = record.modules.length
    ? record.modules.map((m) => ({
        id: m.id,
        title: m.title,
        videos: record.videos.filter((v) => v.options.module === m.id),
      }))
    : [{ id: 0, title: '', videos: record.videos }];
  return (
    <article className="flex min-w-0 flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-[var(--color-primary)]">{record.rubrics[0]?.title}</p>
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {record.title}
        </h1>
        <p className="text-sm text-slate-600">
          {record.date ? recordDate(record.date) : null}
          {record.options.certificate ? ' · із сертифікатом' : ''}
        </p>
      </header>
      {current ? (
        <section aria-label="Відео" className="flex flex-col gap-2">
          {current.title !== record.title ? <h2 className="text-lg font-semibold">{current.title}</h2> : null}
          <VideoPlayer key={current.id} video={current} recordTitle={record.title} isSignedIn={isSignedIn} />
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <FavoriteToggle record={record} isSignedIn={isSignedIn} />
        <span className="btn-ghost" data-testid="record-views">
          Переглядів: {record.views}
        </span>
      </div>
      <p className="prose-content">{record.description}</p>
      {record.videos.length > 1 || record.modules.length ? (
        <section aria-labelledby="videos-title" className="card flex flex-col gap-3">
          <h2 id="videos-title" className="text-lg font-semibold">
            {record.modules.length ? 'Модулі курсу' : 'Відео запису'}
          </h2>
          {record.one_module_view ? (
            <Link to={record.first_video_url ?? record.url} className="text-sm text-[var(--color-primary)] underline">
              Усі модулі курсу
            </Link>
          ) : null}
          {groups.map((g) => (
            <div key={g.id} data-testid="record-module">
              {g.title ? <h3 className="font-semibold">{g.title}</h3> : null}
              <ol className="mt-1 flex flex-col gap-1">
                {g.videos.map((v) => (
                  <li key={v.id}>
                    <Link
                      to={v.url}
                      aria-current={v.id === current?.id ? 'page' : undefined}
                      className={
                        'flex flex-wrap justify-between gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-100 ' +
                        (v.id === current?.id ? 'bg-slate-100 font-semibold' : '')
                      }
                    >
                      <span className="min-w-0">
                        {v.hasAccess ? '' : '🔒 '}
                        {v.title}
                      </span>
                      <span className="text-slate-600">{v.duration}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ) : null}
      {record.lecturers.length ? (
        <section aria-labelledby="lecturers-title" className="flex flex-col gap-3">
          <h2 id="lecturers-title" className="text-lg font-semibold">
            Лектори
          </h2>
          {record.lecturers.map((l) => (
            <div key={l.id} className="flex gap-3">
              {l.avatar_url ? (
                <img src={l.avatar_url} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full" />
              ) : null}
              <div className="min-w-0">
                <p className="font-semibold">{l.name}</p>
                <p className="text-sm text-slate-600">{l.position}</p>
                <p className="mt-1 text-sm">{l.bio}</p>
              </div>
            </div>
          ))}
        </section>
      ) : null}
      {record.files.length ? (
        <section aria-labelledby="files-title" className="card">
          <h2 id="files-title" className="text-lg font-semibold">
            Матеріали
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {record.files.map((f) => (
              <li key={f.id}>
                {f.url ? (
                  <a href={f.url} className="text-[var(--color-primary)] underline" download>
                    {f.title}
                  </a>
                ) : (
                  <span>{f.title} — доступно з передплатою</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {record.blocks
        .filter((b) => b.type !== 'comments' && b.text)
        .map((b) => (
          <section key={b.id} className="card whitespace-pre-line text-sm" data-block={b.name}>
            {b.text}
          </section>
        ))}
      {comments ?? (
        <div id="comments" data-readonly={record.blocks.find((b) => b.type === 'comments')?.readonly ? '1' : '0'} />
      )}
    </article>
  );
}
