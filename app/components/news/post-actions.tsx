import { useRef, useState } from 'react';
import { Link } from '../ui/link';
import { toast } from '../ui/toast';
import { newsMessages, newsReactions } from '../../../common/news';
import { useAuth } from '../auth/auth-provider';
import { type NewsLike, postJson } from './news-types';

/**
 * Guests get the login popup; the action goes on once they have signed in, and is dropped if they
 * close the popup (spec: the unauthenticated access popup resolves on login or on close).
 */
function useSignedInAction(isSignedIn: boolean) {
  const { requireLogin } = useAuth();
  return async (action: () => Promise<void>) => {
    if (!isSignedIn && !(await requireLogin())) return;
    await action();
  };
}

/** Reactions: one per user per post; choosing the same one again removes it. */
export function ReactionsBar({
  postId,
  likes,
  personal,
  isSignedIn,
}: {
  postId: number;
  likes: NewsLike[];
  personal: number | null;
  isSignedIn: boolean;
}) {
  const [state, setState] = useState({ likes, personal });
  const [busy, setBusy] = useState(false);
  const whenSignedIn = useSignedInAction(isSignedIn);
  const handleReact = (reactionId: number) => whenSignedIn(() => react(reactionId));
  const react = async (reactionId: number) => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await postJson<{ likes: NewsLike[]; likes_personal: number | null }>(
        `/api/news/post/${postId}/reaction`,
        {
          reaction_id: state.personal === reactionId ? 0 : reactionId,
        },
      );
      setState({ likes: next.likes, personal: next.likes_personal });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Реакції">
      {newsReactions.map((r) => {
        const count = state.likes.find((l) => l.reactionId === r.id)?.count ?? 0;
        const isMine = state.personal === r.id;
        return (
          <li key={r.id}>
            <button
              type="button"
              aria-pressed={isMine}
              aria-label={`${r.title}: ${count}`}
              disabled={busy}
              onClick={() => handleReact(r.id)}
              className={`chip ${isMine ? 'border-[var(--color-primary)] bg-blue-50' : ''}`}
            >
              <span aria-hidden="true">{r.emoji}</span> <span>{count}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Favourite toggle: the flag flips, the count moves by one and never below zero. */
export function FavoriteButton({
  postId,
  favorite,
  count,
  isSignedIn,
  kind = 'news',
}: {
  postId: number;
  favorite: boolean;
  count: number;
  isSignedIn: boolean;
  /** The engagement kind of the item (news, handbook …). */
  kind?: string;
}) {
  const [state, setState] = useState({ favorite, count });
  const [busy, setBusy] = useState(false);
  const whenSignedIn = useSignedInAction(isSignedIn);
  const handleToggle = () => whenSignedIn(toggle);
  const toggle = async () => {
    setBusy(true);
    try {
      const next = await postJson<{ favorite: boolean; favorites_count: number }>(
        `/api/records/favorite/${kind}/${postId}`,
        { favorite: state.favorite ? 0 : 1 },
      );
      setState({ favorite: next.favorite, count: Math.max(0, next.favorites_count) });
      toast.success(next.favorite ? newsMessages.favoriteAdded : newsMessages.favoriteRemoved);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-pressed={state.favorite}
      disabled={busy}
      onClick={handleToggle}
    >
      <span aria-hidden="true">{state.favorite ? '★' : '☆'}</span>
      {state.favorite ? 'В обраному' : 'В обране'}
      <span data-testid="favorites-count">{state.count}</span>
    </button>
  );
}

/** Share buttons; the count is replaced by the server's share_count; a second share waits for the first. */
export function ShareButtons({
  postId,
  title,
  count,
  endpoint,
}: {
  postId: number;
  title: string;
  count: number;
  /** The kind's share call (news by default); answers share_count. */
  endpoint?: { url: string; method: 'POST' | 'PUT' };
}) {
  const [shareCount, setShareCount] = useState(count);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const countShare = async () => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const { share_count } = await postJson<{ share_count: number }>(
        endpoint?.url ?? `/api/news/post/${postId}/share`,
        undefined,
        endpoint?.method,
      );
      setShareCount(share_count);
      return true;
    } catch (err) {
      toast.error((err as Error).message);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const handleCopy = async () => {
    const url = window.location.href.split('#')[0];
    if (!(await countShare())) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard may be unavailable (http, permissions); the share still counts.
    }
    toast.success(newsMessages.shared);
  };
  const open = (href: string) => () => {
    void countShare();
    window.open(href, '_blank', 'noopener,noreferrer');
  };
  const enc = (s: string) => (typeof window === 'undefined' ? '' : encodeURIComponent(s));
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-secondary" disabled={busy} onClick={handleCopy}>
        Поділитися <span data-testid="share-count">{shareCount}</span>
      </button>
      <button
        type="button"
        className="btn-ghost"
        aria-label="Поділитися в Telegram"
        disabled={busy}
        onClick={open(`https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`)}
      >
        Telegram
      </button>
      <button
        type="button"
        className="btn-ghost"
        aria-label="Поділитися у Facebook"
        disabled={busy}
        onClick={open(`https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`)}
      >
        Facebook
      </button>
      <button
        type="button"
        className="btn-ghost"
        aria-label="Поділитися у Viber"
        disabled={busy}
        onClick={open(`viber://forward?text=${enc(`${title} ${url}`)}`)}
      >
        Viber
      </button>
    </div>
  );
}

/** The comments block frame: counts now, the thread comes with the comments capability. */
export function CommentsFrame({ count, names, others }: { count: number; names: string[]; others: number }) {
  return (
    <section id="comments" aria-labelledby="comments-title" className="card mt-8">
      <h2 id="comments-title" className="text-lg font-semibold">
        Коментарі <span className="text-slate-500">({count})</span>
      </h2>
      {names.length ? (
        <p className="mt-1 text-sm text-slate-600">
          {names.join(', ')}
          {others ? ` та ще ${others}` : ''}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Обговорення цієї новини з’явиться тут. Поки що ви можете поставити запитання експертам у розділі{' '}
        <Link className="underline" to="/consultations">
          Консультації
        </Link>
        .
      </p>
    </section>
  );
}
