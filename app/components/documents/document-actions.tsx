import { useRef, useState } from 'react';
import { toast } from '../ui/toast';
import { api } from '../../lib/api';
import { useAuth } from '../auth/auth-provider';

/** Favourite toggle of a document: the flag flips, the count moves by one and never below zero. */
export function DocumentFavorite({
  id,
  favorite,
  count,
  isSignedIn,
}: {
  id: number;
  favorite: boolean;
  count: number;
  isSignedIn: boolean;
}) {
  const { requireLogin } = useAuth();
  const [state, setState] = useState({ favorite, count });
  const [busy, setBusy] = useState(false);
  const handleToggle = async () => {
    if (!isSignedIn && !(await requireLogin())) return;
    setBusy(true);
    const r = await api.post<{ favorite: boolean; favorites_count: number }>(`/api/records/favorite/document/${id}`, {
      favorite: state.favorite ? 0 : 1,
    });
    setBusy(false);
    if (!r.ok) return;
    setState({ favorite: r.data.favorite, count: Math.max(0, r.data.favorites_count) });
    toast.success(r.data.favorite ? 'Додано до обраного' : 'Видалено з обраного');
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

/** Copies the page address and counts the share; the count is replaced by the server's share_count. */
export function DocumentShare({ id, count }: { id: number; count: number }) {
  const [shareCount, setShareCount] = useState(count);
  const inFlight = useRef(false);
  const handleShare = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const r = await api.get<{ share_count: number }>(`/api/documents/document/${id}/share`);
    inFlight.current = false;
    if (!r.ok) return;
    setShareCount(r.data.share_count);
    try {
      await navigator.clipboard.writeText(window.location.href.split('#')[0]);
    } catch {
      // The clipboard may be unavailable; the share still counts.
    }
    toast.success('Посилання скопійовано');
  };
  return (
    <button type="button" className="btn-secondary" onClick={handleShare}>
      Поділитися <span data-testid="share-count">{shareCount}</span>
    </button>
  );
}
