import { useEffect } from 'react';
import { Link } from '../ui/link';
import { RatingWidget } from '../engagement/rating-widget';
import { FavoriteButton, ShareButtons } from '../news/post-actions';
import { type RecordView, recordDate } from './record-types';
import { VideoPlayer } from './video-player';

/** The record page: player of the current video, its list (by modules), lecturers, files and blocks. */
export function RecordPage({
  record,
  isSignedIn,
  isVideoPage = false,
  comments,
}: {
  record: RecordView;
  isSignedIn: boolean;
  /** /events/{record}/{video} (route record-child) rather than the record's own page. */
  isVideoPage?: boolean;
  comments?: React.ReactNode;
}) {
  const current = record.video;
  const threadBlockId = record.blocks.find((b) => b.type === 'comments')?.id;
  useEffect(() => {
    // Counted after load, so the page itself stays cacheable; the video page and the thread block count too.
    const query = new URLSearchParams({ route_type: isVideoPage ? 'record-child' : 'record' });
    if (threadBlockId) query.set('block_id', String(threadBlockId));
    void fetch(`/api/records/events/visit/${record.id}/${isVideoPage ? (current?.id ?? 0) : 0}?${query}`, {
      credentials: 'same-origin',
    });
  }, [isVideoPage, record.id, current?.id, threadBlockId]);
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
        <FavoriteButton
          kind="record"
          postId={record.id}
          favorite={record.favorite.inFavorites}
          count={record.favorites_count}
          isSignedIn={isSignedIn}
        />
        <span className="btn-ghost" data-testid="record-views">
          Переглядів: {record.views}
        </span>
      </div>
      <ShareButtons
        postId={record.id}
        title={record.title}
        count={record.share_count}
        endpoint={{ url: `/api/records/record/${record.id}/share`, method: 'PUT' }}
      />
      {record.hasAccess ? (
        <RatingWidget
          endpoint={`/api/ratings/record/${record.id}`}
          rating={record.rating}
          count={record.rating_count}
          personal={record.rating_personal}
          isSignedIn={isSignedIn}
          label="Оцініть запис"
        />
      ) : record.rating_count ? (
        <p className="text-sm text-slate-600" data-testid="rating-summary">
          Оцінка {record.rating.toFixed(1)} · оцінок: {record.rating_count}
        </p>
      ) : null}
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
