import { useEffect, useState } from 'react';
import { toast } from '../ui/toast';
import { msg } from '../../../common/messages';
import { api } from '../../lib/api';

export interface SocialProvider {
  type: string;
  name: string;
}

/** Buttons of configured providers only (none configured → nothing shown). States: normal, loading, error. */
export function SocialButtons({ providers, previousUrl }: { providers?: SocialProvider[]; previousUrl: string }) {
  const [list, setList] = useState<SocialProvider[]>(providers ?? []);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(() => {
    if (providers) return;
    // A failed list falls back to no buttons (spec part 2 §8), silently.
    api
      .get<{ data: SocialProvider[] }>('/api/clients/social/list', { quiet: true })
      .then((r) => setList(r.ok ? (r.data.data ?? []) : []));
  }, [providers]);
  if (!list.length) return null;
  const start = async (p: SocialProvider) => {
    setLoading(p.type);
    const r = await api.get<{ url?: string }>(
      `/api/clients/social/${p.type}?previous_url=${encodeURIComponent(previousUrl)}`,
      { quiet: true },
    );
    if (r.ok && r.data.url) return window.location.assign(r.data.url);
    toast.error(msg.socialUrlFailure(p.name));
    setLoading(null);
  };
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
      <p className="text-center text-sm text-slate-500">або увійдіть через</p>
      {list.map((p) => (
        <button
          key={p.type}
          type="button"
          className="btn-secondary"
          disabled={loading !== null}
          onClick={() => start(p)}
        >
          {loading === p.type ? 'Зачекайте…' : p.name}
        </button>
      ))}
    </div>
  );
}
