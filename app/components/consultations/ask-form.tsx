import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { consultationLimits, consultationMessages as texts } from '../../../common/consultations';
import { api } from '../../lib/api';
import { useAuth } from '../auth/auth-provider';
import { ConsultationNoAccessModal } from '../subscriptions/access-modals';
import { Textarea } from '../ui/input';
import { ArchiveList, type ArchivedItem } from './archive-list';

interface Attachment {
  id: number;
  name: string;
  url: string;
  size: number;
}

/** Similar answered questions while the question is typed (after a pause, from 12 characters). */
function useSimilar(service: string, text: string): ArchivedItem[] {
  const [items, setItems] = useState<ArchivedItem[]>([]);
  useEffect(() => {
    if (text.trim().length < 12) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const q = encodeURIComponent(text.slice(0, 500));
      const r = await api.get<{ data: ArchivedItem[] }>(`/api/consultations/similar?service=${service}&q=${q}`, {
        quiet: true,
        signal: controller.signal,
      });
      if (r.ok) setItems(r.data.data);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [service, text]);
  return items;
}

/**
 * The ask form. A subscriber with the service sends the question (with up to 5 files); anybody
 * else pressing «Поставити запитання» gets the no-access modal of the theme and route, a guest the
 * access-required notice.
 */
export function AskForm({
  service,
  isGuest,
  hasAccess,
  noAccess,
}: {
  service: { slug: string; title: string; record: number };
  isGuest: boolean;
  hasAccess: boolean;
  noAccess: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { showAccessRequired } = useAuth();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isModalOpen, setIsModalOpen] = useState(false);
  const similar = useSimilar(service.slug, text);

  const handleFiles = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      if (files.length >= 5) {
        setError(texts.attachmentsCount);
        return;
      }
      const form = new FormData();
      form.append('file', file);
      const r = await api.post<{ data: Attachment }>(
        `/api/consultations/${service.record}/consultations/attachment`,
        form,
      );
      if (r.ok) setFiles((f) => [...f, r.data.data]);
      else setError(r.fields.file?.[0] ?? r.message);
    }
  };

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (isGuest) return showAccessRequired();
    if (!hasAccess) return setIsModalOpen(true);
    setIsSending(true);
    const r = await api.post<{ data: { url: string } }>(`/api/consultations/${service.slug}/questions`, {
      text,
      attachments: files.map((f) => f.id),
    });
    setIsSending(false);
    if (r.ok) {
      await navigate(r.data.data.url);
      return;
    }
    setError(r.fields.text?.[0] ?? r.fields.attachments?.[0] ?? r.message);
  };

  return (
    <form className="card flex flex-col gap-3" onSubmit={handleSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Поставити запитання
      </h2>
      {isGuest ? <p className="text-slate-600">{texts.loginRequired}</p> : null}
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Ваше запитання
      </label>
      <Textarea
        id={`${id}-text`}
        rows={5}
        value={text}
        onValueChange={(v) => {
          setText(v);
          setError(null);
        }}
        maxLength={consultationLimits.questionMax}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hasAccess ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-files`} className="text-sm font-medium">
            Файли (до 5)
          </label>
          <input id={`${id}-files`} type="file" multiple onChange={(e) => void handleFiles(e.target.files)} />
          {files.length ? (
            <ul className="text-sm text-slate-700" aria-label="Додані файли">
              {files.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {similar.length ? (
        <div aria-live="polite">
          <ArchiveList items={similar} title="Схожі запитання з відповідями" />
        </div>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={isSending}>
          Поставити запитання
        </button>
      </div>
      <ConsultationNoAccessModal
        open={isModalOpen}
        onOpenChange={setIsModalOpen}
        service={service.slug}
        text={noAccess}
      />
    </form>
  );
}
