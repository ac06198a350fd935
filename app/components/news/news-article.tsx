import type { CommentsBlockData } from '../comments/comments-block';
import { CommentsIsland } from '../comments/comments-island';
import { ErrorReportButton } from '../comments/error-report-button';
import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import { msg } from '../../../common/messages';
import { newsMessages } from '../../../common/news';
import { newsDate } from './format';
import { NewsCards } from './news-card';
import { KeptMarkup } from '../ui/kept-markup';
import type { OrInPage } from '../../lib/in-page';
import type { NewsArticleOnPage, NewsCardOnPage } from './news-types';
import { CommentsFrame, FavoriteButton, ReactionsBar, ShareButtons } from './post-actions';
import { useCopyWithSource } from './use-copy-with-source';
import { EyeIcon } from '../ui/icons';
import { NoSubscriptionModal } from '../subscriptions/access-modals';
import { ArticleBody } from '../tools/article-calculator';

const BODY =
  'prose-content [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_.news-locked-video]:my-4 [&_.news-locked-video_figcaption]:mt-2 ' +
  '[&_.news-locked-video_figcaption]:text-center [&_.news-locked-video_figcaption]:font-semibold ' +
  '[&_table]:block [&_table]:overflow-x-auto';

/**
 * The article: server-rendered body (or the lead only behind the paywall), table of contents, actions,
 * comments frame, related posts.
 */
export function NewsArticle({
  post,
  related,
  comments,
  isSignedIn,
  copyWithSource,
}: {
  post: NewsArticleOnPage;
  related: OrInPage<NewsCardOnPage[]>;
  comments?: CommentsBlockData | null;
  isSignedIn: boolean;
  copyWithSource: boolean;
}) {
  const [isNoAccessOpen, setNoAccessOpen] = useState(false);
  const [counted, setCounted] = useState<{ id: number; views: number } | null>(null);
  useEffect(() => {
    // A guest's page comes from the shared cache: the view is counted here, once the page is shown.
    if (isSignedIn) return;
    const id = post.id;
    fetch(`/api/news/post/${id}/view`, { method: 'POST', credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { views?: unknown } | null) => {
        if (typeof d?.views === 'number') setCounted({ id, views: d.views });
      })
      .catch(() => {});
  }, [post.id, isSignedIn]);
  const views = counted?.id === post.id ? counted.views : post.views;
  useCopyWithSource(copyWithSource);
  const contents = post.options.contents_list;
  return (
    <article aria-labelledby="page-title" className="min-w-0">
      <KeptMarkup
        as="header"
        of={ArticleHead}
        data={{
          categories: post.categories,
          type: post.type?.title ?? null,
          published_at: post.published_at,
          views,
          title: post.title,
          labels: post.labels,
          image_url: post.image_url,
        }}
      />
      {contents.length ? (
        <KeptMarkup as="nav" aria-label="Зміст" className="card mt-4" of={ArticleContents} data={contents} />
      ) : null}
      {/* The locked-video placeholders in a cut post open the no-subscription modal. */}
      <ArticleBody
        className={`mt-4 ${BODY} [&_.news-locked-video]:cursor-pointer`}
        data-copy-source=""
        data-testid="news-body"
        onClick={(e) => {
          if (!post.post_access && (e.target as HTMLElement).closest('.news-locked-video')) setNoAccessOpen(true);
        }}
        html={post.body}
      />
      <NoSubscriptionModal open={isNoAccessOpen} onOpenChange={setNoAccessOpen} />
      {!post.post_access ? (
        <aside className="card mt-4 border-[var(--color-accent)] bg-amber-50" aria-label="Обмежений доступ">
          <p className="font-semibold">{newsMessages.lockedText}</p>
          <p className="mt-1 text-sm text-slate-700">
            Оформіть передплату, щоб прочитати новину повністю і дивитися відео.
          </p>
          <Link to="/subscribe" className="btn-primary mt-3">
            {msg.more}
          </Link>
        </aside>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4">
        <ReactionsBar postId={post.id} likes={post.likes} personal={post.likes_personal} isSignedIn={isSignedIn} />
        <div className="flex flex-wrap items-center gap-2">
          <FavoriteButton
            postId={post.id}
            favorite={post.favorite}
            count={post.favorites_count}
            isSignedIn={isSignedIn}
          />
          <ShareButtons postId={post.id} title={post.title} count={post.share_count} />
        </div>
      </div>
      <ErrorReportButton className="mt-4 text-sm underline" />
      {comments ? (
        <CommentsIsland
          block={comments}
          isSignedIn={isSignedIn}
          names={post.comments_names}
          others={post.comments_others}
        />
      ) : (
        <CommentsFrame count={post.comments_count} names={post.comments_names} others={post.comments_others} />
      )}
      {related.length ? (
        <section aria-labelledby="related-title" className="mt-8">
          <h2 id="related-title" className="text-xl font-semibold">
            Читайте також
          </h2>
          <KeptMarkup as="ul" className="mt-3 grid gap-4 md:grid-cols-2" of={NewsCards} data={related} />
        </section>
      ) : null}
    </article>
  );
}

/** What the head of an article shows: a kept block (ADR 071, 073), the same for every reader. */
interface ArticleHeadData {
  categories: NewsArticleOnPage['categories'];
  type: string | null;
  published_at: string | null;
  views: number;
  title: string;
  labels: NewsArticleOnPage['labels'];
  image_url: string | null;
}

/** Categories, type, date and views; the title, labels and image. */
function ArticleHead({ data }: { data: ArticleHeadData }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
        {data.categories.map((c) => (
          <Link key={c.id} to={`/news/${c.alias}`} className="font-medium text-[var(--color-primary)] hover:underline">
            {c.title}
          </Link>
        ))}
        {data.type ? <span>{data.type}</span> : null}
        <time dateTime={data.published_at ?? undefined}>{newsDate(data.published_at)}</time>
        <span>
          <EyeIcon size={14} className="inline" /> <span className="sr-only">Переглядів:</span>{' '}
          <span data-testid="views">{data.views}</span>
        </span>
      </div>
      <h1 id="page-title" className="mt-2 text-2xl font-bold leading-tight sm:text-3xl">
        {data.title}
      </h1>
      {data.labels.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Мітки">
          {data.labels.map((l) => (
            <li key={l.id} className="chip text-xs">
              {l.title}
            </li>
          ))}
        </ul>
      ) : null}
      {data.image_url ? <img src={data.image_url} alt="" className="mt-4 h-auto max-w-full rounded-xl" /> : null}
    </>
  );
}

/** The table of contents: a kept block. */
function ArticleContents({ data }: { data: NewsArticleOnPage['options']['contents_list'] }) {
  return (
    <>
      <p className="font-semibold">Зміст</p>
      <ol className="mt-2 list-decimal pl-5 text-sm">
        {data.map((c) => (
          <li key={c.hash} className={c.level === 3 ? 'ml-4' : ''}>
            {/* A finger-sized target (WCAG 2.5.8: 24 px) for each entry, one under another. */}
            <a
              href={`#${c.hash}`}
              data-id={c.data_id}
              className="inline-block py-1 text-[var(--color-primary)] hover:underline"
            >
              {c.title}
            </a>
          </li>
        ))}
      </ol>
    </>
  );
}
