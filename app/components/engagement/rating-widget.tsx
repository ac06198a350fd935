import { useState } from 'react';
import { toast } from '../ui/toast';
import { useAuth } from '../auth/auth-provider';
import { postJson } from '../news/news-types';

/**
 * Five stars: the average and the number of ratings, and the visitor's own choice (rating again
 * replaces it). Guests get the login popup first; the kind's rating call answers the new figures.
 */
export function RatingWidget({
  endpoint,
  rating,
  count,
  personal,
  isSignedIn,
  label = 'Оцініть матеріал',
}: {
  endpoint: string;
  rating: number;
  count: number;
  personal: number | null;
  isSignedIn: boolean;
  label?: string;
}) {
  const { requireLogin } = useAuth();
  const [state, setState] = useState({ rating, count, personal });
  const [isBusy, setBusy] = useState(false);
  const handleRate = async (value: number) => {
    if (isBusy) return;
    if (!isSignedIn && !(await requireLogin())) return;
    setBusy(true);
    try {
      const next = await postJson<{ rating: number; rating_count: number; rating_personal: number }>(endpoint, {
        rating: value,
      });
      setState({ rating: next.rating, count: next.rating_count, personal: next.rating_personal });
      toast.success('Дякуємо за оцінку');
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2" data-testid="rating-widget">
      <legend className="sr-only">{label}</legend>
      <span className="text-sm font-medium" aria-hidden="true">
        {label}:
      </span>
      <span className="flex">
        {[1, 2, 3, 4, 5].map((value) => {
          const isOn = (state.personal ?? Math.round(state.rating)) >= value;
          return (
            <button
              key={value}
              type="button"
              className="px-1 text-2xl leading-none text-amber-700 disabled:opacity-60"
              aria-label={`Оцінка ${value} з 5`}
              aria-pressed={state.personal === value}
              disabled={isBusy}
              onClick={() => handleRate(value)}
            >
              <span aria-hidden="true">{isOn ? '★' : '☆'}</span>
            </button>
          );
        })}
      </span>
      <span className="text-sm text-slate-600" data-testid="rating-summary">
        {state.count ? `${state.rating.toFixed(1)} · оцінок: ${state.count}` : 'Оцінок ще немає'}
      </span>
    </fieldset>
  );
}
