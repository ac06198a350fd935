import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { consultationLimits } from '../../../common/consultations';
import type { CannedReply } from '../../components/consultations/desk-controls';
import { RichTextEditor } from '../../components/news/rich-text-editor';
import { api } from '../../lib/api';
import { pageOf, requireUser, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { themes } from '../../theme/themes';
import type { Route } from './+types/canned';

/** /consultations-desk/canned: consultants keep the desk's reply templates (create, edit, delete). */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const user = requireUser(args.context);
  const { services, theme } = args.context;
  const replies = await services.consultations.canned(user, theme).catch((err: unknown) => routeError(err, url));
  return {
    frame,
    seo,
    replies,
    services: themes[theme].consultationServices.map((s) => ({ slug: s.slug, title: s.title })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type Draft = { id: number | null; title: string; body: string; service: string };
const EMPTY: Draft = { id: null, title: '', body: '', service: '' };

export default function CannedReplies({ loaderData }: Route.ComponentProps) {
  const { frame, replies, services } = loaderData;
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const titleOf = (slug: string | null) =>
    slug ? (services.find((s) => s.slug === slug)?.title ?? slug) : 'Усі служби';

  const start = (next: Draft) => {
    setDraft(next);
    setErrors({});
    setEditorKey((k) => k + 1);
  };
  const handleSave = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { title: draft.title, text: draft.body, service: draft.service || null };
    const r = draft.id
      ? await api.post(`/api/consultations/canned-replies/${draft.id}`, body)
      : await api.post('/api/consultations/canned-replies', body);
    if (!r.ok) {
      setErrors({ title: r.fields.title?.[0], text: r.fields.text?.[0], form: r.message });
      return;
    }
    setNotice(draft.id ? 'Шаблон збережено' : 'Шаблон додано');
    start(EMPTY);
    await revalidator.revalidate();
  };
  const handleDelete = async (reply: CannedReply) => {
    const r = await api.delete(`/api/consultations/canned-replies/${reply.id}`);
    if (!r.ok) return setErrors({ form: r.message });
    setNotice('Шаблон видалено');
    if (draft.id === reply.id) start(EMPTY);
    await revalidator.revalidate();
  };

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <p>
        <Link to="/consultations-desk" className="text-[var(--color-primary)] hover:underline">
          До черги консультацій
        </Link>
      </p>
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Шаблони відповідей">
        {replies.map((r) => (
          <li key={r.id} className="card flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold">{r.title}</h2>
              <span className="text-sm text-slate-600">{titleOf(r.service)}</span>
            </div>
            {/* Sanitized on the server when saved. */}
            <div className="prose-content text-sm" dangerouslySetInnerHTML={{ __html: r.body }} />
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Редагувати «${r.title}»`}
                onClick={() => start({ id: r.id, title: r.title, body: r.body, service: r.service ?? '' })}
              >
                Редагувати
              </button>
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Видалити «${r.title}»`}
                onClick={() => void handleDelete(r)}
              >
                Видалити
              </button>
            </div>
          </li>
        ))}
        {replies.length ? null : <li className="text-slate-600">Шаблонів ще немає.</li>}
      </ul>
      <form
        className="card flex flex-col gap-3"
        onSubmit={handleSave}
        aria-label={draft.id ? 'Редагування шаблону' : 'Новий шаблон'}
        noValidate
      >
        <h2 className="text-lg font-semibold">{draft.id ? 'Редагування шаблону' : 'Новий шаблон'}</h2>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          Назва шаблону
        </label>
        <input
          id={`${id}-title`}
          className="input"
          value={draft.title}
          maxLength={consultationLimits.cannedTitleMax}
          aria-invalid={Boolean(errors.title)}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        {errors.title ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.title}
          </p>
        ) : null}
        <label htmlFor={`${id}-service`} className="text-sm font-medium">
          Служба
        </label>
        <select
          id={`${id}-service`}
          className="input"
          value={draft.service}
          onChange={(e) => setDraft({ ...draft, service: e.target.value })}
        >
          <option value="">Усі служби</option>
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.title}
            </option>
          ))}
        </select>
        <RichTextEditor
          key={editorKey}
          initialHtml={draft.body}
          onChange={(html) => setDraft((d) => ({ ...d, body: html }))}
          label="Текст шаблону"
          variant="lead"
        />
        {errors.text ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.text}
          </p>
        ) : null}
        {errors.form && !errors.title && !errors.text ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {draft.id ? 'Зберегти шаблон' : 'Додати шаблон'}
          </button>
          {draft.id ? (
            <button type="button" className="btn-secondary" onClick={() => start(EMPTY)}>
              Скасувати
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
