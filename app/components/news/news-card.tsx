import { Link } from '../ui/link';
import { newsDate } from './format';
import type { NewsCardOnPage } from './news-types';
import { CommentIcon, EyeIcon, ThumbUpIcon } from '../ui/icons';

/** Posts of a list as `<li>` items (a kept list on the server, ADR 071). */
export function NewsCards({ data }: { data: readonly NewsCardOnPage[] }) {
  return data.map((post) => (
    <li key={post.id}>
      <NewsCard post={post} />
    </li>
  ));
}

/** One post in a list: category, title (with search highlight), excerpt or snippet, counters. */
export function NewsCard({ post }: { post: NewsCardOnPage }) {
  return (
    <article className="card flex flex-col gap-2" data-testid="news-card">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        {post.is_fixed ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-800">Закріплено</span>
        ) : null}
        {post.categories[0] ? (
          <span className="font-medium text-[var(--color-primary)]">{post.categories[0].title}</span>
        ) : null}
        {post.type ? <span>{post.type.title}</span> : null}
        {!post.post_access ? (
          <span className="rounded bg-slate-800 px-2 py-0.5 text-white">Для передплатників</span>
        ) : null}
        <time dateTime={post.published_at ?? undefined}>{newsDate(post.published_at)}</time>
      </div>
      <h2 className="text-lg font-semibold leading-snug">
        <Link to={post.url} className="hover:underline">
          {post.title_headline ? <span dangerouslySetInnerHTML={{ __html: post.title_headline }} /> : post.title}
        </Link>
      </h2>
      {post.headline ? (
        <p
          className="text-sm text-slate-700 [&_mark]:bg-yellow-200"
          data-testid="news-snippet"
          dangerouslySetInnerHTML={{ __html: post.headline }}
        />
      ) : (
        <p className="text-sm text-slate-700">{post.excerpt}</p>
      )}
      <ul className="mt-auto flex flex-wrap gap-4 text-xs text-slate-500" aria-label="Лічильники">
        <li className="inline-flex items-center gap-1">
          <EyeIcon size={14} /> <span className="sr-only">Переглядів:</span> {post.views}
        </li>
        <li className="inline-flex items-center gap-1">
          <CommentIcon size={14} /> <span className="sr-only">Коментарів:</span> {post.comments_count}
        </li>
        <li className="inline-flex items-center gap-1">
          <ThumbUpIcon size={14} /> <span className="sr-only">Реакцій:</span> {post.likes_count}
        </li>
        <li>★ {post.favorites_count}</li>
      </ul>
    </article>
  );
}
