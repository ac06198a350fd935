import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { FavoriteButton } from '../news/post-actions';
import type { HandbookCardView } from './handbook-types';

/** Favourite (shared engagement) and share: the count is the server's share_count; one share at a time. */
export function HandbookActions({ handbook, isSignedIn }: { handbook: HandbookCardView; isSignedIn: boolean }) {
  const [shareCount, setShareCount] = useState(handbook.share_count);
  const inFlight = useRef(false);
  const handleShare = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const r = await fetch(`/api/handbooks/handbook/${handbook.id}/share`, { method: 'PUT' });
      if (!r.ok) throw new Error();
      setShareCount(((await r.json()) as { share_count: number }).share_count);
      await navigator.clipboard?.writeText(new URL(handbook.url, window.location.origin).toString()).catch(() => {});
      toast.success('Посилання скопійовано');
    } catch {
      toast.error('Не вдалося поділитися, спробуйте ще раз');
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <FavoriteButton
        kind="handbook"
        postId={handbook.id}
        favorite={handbook.favorite}
        count={handbook.favorites_count}
        isSignedIn={isSignedIn}
      />
      <button type="button" className="btn-secondary" onClick={handleShare}>
        Поділитися <span data-testid="share-count">{shareCount}</span>
      </button>
    </div>
  );
}
