import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { msg } from '../../../common/messages';

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
    fetch('/api/clients/social/list')
      .then((r) => (r.ok ? r.json() : { data: [] }))
      .then((d: { data: SocialProvider[] }) => setList(d.data ?? []))
      .catch(() => setList([]));
  }, [providers]);
  if (!list.length) return null;
  const start = async (p: SocialProvider) => {
    setLoading(p.type);
    try {
      const r = await fetch(`/api/clients/social/${p.type}?previous_url=${encodeURIComponent(previousUrl)}`);
      const d = (await r.json()) as { url?: string };
      if (!r.ok || !d.url) throw new Error('no url');
      window.location.assign(d.url);
    } catch {
      toast.error(msg.socialUrlFailure(p.name));
      setLoading(null);
    }
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
