import { RatingWidget } from '../engagement/rating-widget';
import { FavoriteButton, ShareButtons } from '../news/post-actions';
import type { HandbookCardView } from './handbook-types';

/**
 * Favourite, share and rating through the shared engagement components: the share count is the
 * server's share_count, one share at a time; those who may read the chapters rate the handbook.
 */
export function HandbookActions({ handbook, isSignedIn }: { handbook: HandbookCardView; isSignedIn: boolean }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <FavoriteButton
          kind="handbook"
          postId={handbook.id}
          favorite={handbook.favorite}
          count={handbook.favorites_count}
          isSignedIn={isSignedIn}
        />
        <ShareButtons
          postId={handbook.id}
          title={handbook.title}
          count={handbook.share_count}
          endpoint={{ url: `/api/handbooks/handbook/${handbook.id}/share`, method: 'PUT' }}
        />
      </div>
      {handbook.access ? (
        <RatingWidget
          endpoint={`/api/ratings/handbook/${handbook.id}`}
          rating={handbook.rating}
          count={handbook.rating_count}
          personal={handbook.rating_personal ?? null}
          isSignedIn={isSignedIn}
          label="Оцініть довідник"
        />
      ) : handbook.rating_count ? (
        <p className="text-sm text-slate-600" data-testid="rating-summary">
          Оцінка {handbook.rating.toFixed(1)} · оцінок: {handbook.rating_count}
        </p>
      ) : null}
    </div>
  );
}
