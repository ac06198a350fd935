import { getFormProps } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { data, useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import type { z } from 'zod';
import { isNewsEditor } from '../../../common/news';
import { newsEditorInput } from '../../../common/news-editor';
import {
  type LastResult,
  resultFromFields,
  TextareaField,
  TextField,
  useSchemaForm,
  validValue,
} from '../../components/forms/conform-fields';
import {
  Checks,
  type Errors,
  errorId,
  FieldError,
  FORM_FIELDS,
  invalidProps,
  RecentPosts,
  toLocalInput,
} from '../../components/news/news-editor-parts';
import { RichTextEditor, uploadNewsImage } from '../../components/news/rich-text-editor';
import { api } from '../../lib/api';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/news-editor';

/** /news/editor (login required; news editors only): write, edit, schedule and publish posts. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services } = args.context;
  const user = requireUser(args.context);
  if (!isNewsEditor(user)) throw data({ message: 'Редактор новин доступний лише редакторам' }, { status: 403 });
  const id = Number(url.searchParams.get('id'));
  const [posts, choices, post] = await Promise.all([
    services.news.editor.posts(user),
    services.news.editor.choices(args.context.theme),
    Number.isInteger(id) && id > 0 ? services.news.editor.post(user, id).catch(() => null) : Promise.resolve(null),
  ]);
  return { frame, seo, posts, choices, post };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  ...seoMeta(d?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

export default function NewsEditor({ loaderData }: Route.ComponentProps) {
  const { posts, choices, post } = loaderData;
  const navigate = useNavigate();
  // Choices and switches live in state; the typed fields are Conform's (checked on blur, then on change).
  const [form, setForm] = useState(() => ({
    content: post?.content ?? '',
    content_short: post?.content_short ?? '',
    image_url: post?.image_url ?? '',
    is_fixed: post?.is_fixed ?? false,
    post_access: post?.post_access ?? true,
    status: post?.status ?? ('draft' as 'draft' | 'published'),
    categories: post?.categories ?? [],
    topics: post?.topics ?? [],
    labels: post?.labels ?? [],
    type_id: post?.type_id ? String(post.type_id) : '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<LastResult>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const save = async (meta: z.output<typeof newsEditorInput>) => {
    setSaving(true);
    setErrors({});
    const r = await api.post<{ data: { id: number; url: string; is_public: boolean } }>(
      '/api/news/store-post',
      {
        ...(post ? { id: post.id } : {}),
        title: meta.title,
        content: form.content,
        content_short: form.content_short || undefined,
        description: meta.description ?? '',
        seo_title: meta.seo_title ?? '',
        image_url: form.image_url,
        order: meta.order ?? 50,
        is_fixed: form.is_fixed,
        post_access: form.post_access,
        status: form.status,
        published_at: meta.published_at ? new Date(meta.published_at).toISOString() : null,
        categories: form.categories,
        topics: form.topics,
        labels: form.labels,
        type_id: form.type_id ? Number(form.type_id) : null,
      },
      { quiet: true },
    );
    setSaving(false);
    if (r.ok) {
      toast.success(r.data.data.is_public ? 'Новину опубліковано' : 'Збережено');
      navigate(r.data.data.is_public ? r.data.data.url : `/news/editor?id=${r.data.data.id}`);
      return;
    }
    const shown = Object.fromEntries(
      Object.entries(r.fields).filter(([k]) => (FORM_FIELDS as readonly string[]).includes(k)),
    );
    const other = Object.entries(r.fields).find(([k]) => !(k in shown))?.[1][0];
    // A message no field of the form can show (or a non-422 error) goes above the buttons and in a toast.
    const general = other ?? (Object.keys(shown).length ? undefined : r.message);
    if (general) toast.error(general);
    setErrors(general ? { ...shown, _: [general] } : shown);
    setResult(resultFromFields(shown));
  };

  const [metaForm, fields] = useSchemaForm(newsEditorInput, {
    id: 'news-editor',
    lastResult: result,
    defaultValue: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      seo_title: post?.seo_title ?? '',
      description: post?.description ?? '',
      order: post && post.order <= 5 ? String(post.order) : '',
      published_at: toLocalInput(post?.published_at ?? null),
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const meta = validValue(newsEditorInput, submission);
      if (meta) save(meta);
    },
  });
  const contentError = fields.content.errors?.[0] ?? errors.content?.[0];
  // The body is not an input Conform sees change: once it shows an error, recheck it as it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rechecks on each new body only
  useEffect(() => {
    if (fields.content.errors?.length) metaForm.validate({ name: 'content' });
  }, [form.content]);
  // After a refused save, take the editor to the first field with an error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new set of errors by design
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, metaForm.status]);

  const handleCover = async (file: File | undefined) => {
    if (!file) return;
    try {
      set('image_url', await uploadNewsImage(file, String(fields.title.value ?? '')));
      setErrors(({ image_url: _, ...rest }) => rest);
    } catch (err) {
      toast.error((err as Error).message);
      setErrors((e) => ({ ...e, image_url: [(err as Error).message] }));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="page-title" className="min-w-0">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {post ? 'Редагування новини' : 'Нова новина'}
        </h1>
        <form ref={formRef} {...getFormProps(metaForm)} className="mt-4 flex flex-col gap-4">
          <TextField meta={fields.title} label="Заголовок" maxLength={300} />
          <input type="hidden" name="content" value={form.content} />
          <div className="flex flex-col gap-1 text-sm font-medium">
            <span id="content-label">Текст новини</span>
            <RichTextEditor
              label="Текст новини"
              initialHtml={post?.content ?? ''}
              onChange={(html) => set('content', html)}
              describedBy={contentError ? errorId('content') : undefined}
            />
            {contentError ? (
              <p id={errorId('content')} className="field-error font-normal" role="alert">
                {contentError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <span>Анонс (порожній — перші два абзаци)</span>
            <RichTextEditor
              variant="lead"
              label="Анонс"
              initialHtml={post?.content_short ?? ''}
              onChange={(html) => set('content_short', html)}
              describedBy={errors.content_short?.length ? errorId('content_short') : undefined}
            />
            <FieldError errors={errors} field="content_short" />
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <span>Обкладинка</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label="Обкладинка"
              onChange={(e) => handleCover(e.target.files?.[0])}
              {...invalidProps(errors, 'image_url')}
            />
            <FieldError errors={errors} field="image_url" />
            {form.image_url ? (
              <img src={form.image_url} alt="Обкладинка новини" className="mt-2 max-h-40 w-auto rounded" />
            ) : null}
          </div>
          <Checks
            legend="Рубрики"
            name="categories"
            items={choices.categories}
            value={form.categories}
            onChange={(v) => set('categories', v)}
            errors={errors}
          />
          <Checks
            legend="Теми"
            name="topics"
            items={choices.topics}
            value={form.topics}
            onChange={(v) => set('topics', v)}
            errors={errors}
          />
          <Checks
            legend="Мітки"
            name="labels"
            items={choices.labels}
            value={form.labels}
            onChange={(v) => set('labels', v)}
            errors={errors}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1 text-sm font-medium">
              <label className="flex flex-col gap-1">
                Тип
                <select
                  className="input"
                  value={form.type_id}
                  onChange={(e) => set('type_id', e.target.value)}
                  {...invalidProps(errors, 'type_id')}
                >
                  <option value="">Без типу</option>
                  {choices.types.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title}
                    </option>
                  ))}
                </select>
              </label>
              <FieldError errors={errors} field="type_id" />
            </div>
            <TextField meta={fields.order} label="Позиція закріплення (1–5)" type="number" min={1} max={5} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={form.is_fixed} onChange={(e) => set('is_fixed', e.target.checked)} />
              Закріпити вгорі списку
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.post_access}
                onChange={(e) => set('post_access', e.target.checked)}
              />
              Відкрита для всіх (без передплати)
            </label>
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="text-sm font-medium">SEO</legend>
            <TextField meta={fields.seo_title} label="SEO-заголовок" maxLength={300} />
            <TextareaField meta={fields.description} label="Опис (description)" rows={2} maxLength={500} />
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1 text-sm font-medium">
              <label className="flex flex-col gap-1">
                Статус
                <select
                  className="input"
                  value={form.status}
                  onChange={(e) => set('status', e.target.value as 'draft' | 'published')}
                  {...invalidProps(errors, 'status')}
                >
                  <option value="draft">Чернетка</option>
                  <option value="published">Опублікувати</option>
                </select>
              </label>
              <FieldError errors={errors} field="status" />
            </div>
            <TextField
              meta={fields.published_at}
              label="Дата публікації (у майбутньому — заплановано)"
              type="datetime-local"
            />
          </div>
          {errors._ ? (
            <p className="field-error" role="alert">
              {errors._[0]}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? 'Збереження…' : 'Зберегти'}
            </button>
            <Link to="/news/editor" className="btn-secondary" reloadDocument>
              Нова новина
            </Link>
          </div>
        </form>
      </section>
      <RecentPosts posts={posts} />
    </div>
  );
}
