import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import { handbookPath, isHandbookEditor } from '../../../common/handbooks';
import { handbookAccessLevels, handbookEditorInput, siteThemes } from '../../../common/records-editor';
import {
  FormError,
  type LastResult,
  resultFromFields,
  TextareaField,
  TextField,
  useSchemaForm,
  validValue,
} from '../../components/forms/conform-fields';
import { CheckGroup, SelectField, StaffList, saveJson } from '../../components/staff/staff-parts';
import { api } from '../../lib/api';
import { pageOf, requireUser, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/handbooks-editor';

/** /handbooks/editor (login required; handbook editors only): list, create, edit, publish handbooks. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services } = args.context;
  const user = requireUser(args.context);
  if (!isHandbookEditor(user))
    throw data({ message: 'Редактор довідників доступний лише редакторам' }, { status: 403 });
  const raw = url.searchParams.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const [handbooks, topics, handbook] = await Promise.all([
    services.handbooks.staff.list(),
    services.handbooks.staff.topics(),
    id ? services.handbooks.staff.handbook(id).catch((err: unknown) => routeError(err, url)) : Promise.resolve(null),
  ]);
  return { frame, seo, handbooks, topics, handbook };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  ...seoMeta(d?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

type Loaded = Route.ComponentProps['loaderData'];
type StaffHandbook = NonNullable<Loaded['handbook']>;

function HandbookForm({ handbook, topics }: { handbook: StaffHandbook | null; topics: Loaded['topics'] }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<LastResult>();
  const [isSaving, setSaving] = useState(false);
  const save = async (v: NonNullable<ReturnType<typeof validValue<typeof handbookEditorInput>>>) => {
    setSaving(true);
    const r = await saveJson<{ data: { id: number } }>('post', '/api/handbooks/store-handbook', {
      ...(handbook ? { id: handbook.id } : {}),
      title: v.title,
      description: v.description ?? '',
      access: v.access,
      themes: v.themes,
      topics: v.topics ?? [],
      chapters: v.chapters.map((c) => ({ title: c.title, body: c.body ?? '' })),
    });
    setSaving(false);
    if (r.ok) {
      toast.success(handbook ? 'Довідник збережено' : 'Довідник створено як чернетку');
      navigate(`/handbooks/editor?id=${r.data.data.id}`);
      return;
    }
    setResult(resultFromFields(r.fields, r.message));
    if (!Object.keys(r.fields).length) toast.error(r.message);
  };
  const [form, fields] = useSchemaForm(handbookEditorInput, {
    id: `handbook-form-${handbook?.id ?? 'new'}`,
    lastResult: result,
    defaultValue: {
      title: handbook?.title ?? '',
      description: handbook?.description ?? '',
      chapters: handbook?.chapters.length ? handbook.chapters : [{ title: '', body: '' }],
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const value = validValue(handbookEditorInput, submission);
      if (value) void save(value);
    },
  });
  const chapters = fields.chapters.getFieldList();
  return (
    <form {...getFormProps(form)} className="flex flex-col gap-4" aria-label="Довідник">
      <TextField meta={fields.title} label="Назва" maxLength={300} />
      <TextareaField meta={fields.description} label="Анонс (видно всім)" rows={3} maxLength={2000} />
      <SelectField
        meta={fields.access}
        label="Доступ"
        items={handbookAccessLevels}
        initial={handbook?.access ?? 'free'}
      />
      <CheckGroup
        meta={fields.themes}
        legend="Теми сайту"
        items={siteThemes}
        initial={handbook?.themes ?? ['hr', 'accounting']}
      />
      <CheckGroup
        meta={fields.topics}
        legend="Теми"
        items={topics.map((t) => ({ id: t.alias, title: t.title }))}
        initial={handbook?.topics ?? []}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold">Розділи</legend>
        <p className="text-sm text-slate-600">Абзаци розділяйте порожнім рядком.</p>
        {chapters.map((chapter, index) => {
          const f = chapter.getFieldset();
          return (
            <div key={chapter.key} className="card flex flex-col gap-2" data-testid="chapter">
              <TextField meta={f.title} label={`Розділ ${index + 1}: назва`} maxLength={300} />
              <TextareaField meta={f.body} label={`Розділ ${index + 1}: текст`} rows={6} />
              {chapters.length > 1 ? (
                <button
                  {...form.remove.getButtonProps({ name: fields.chapters.name, index })}
                  className="btn-ghost self-start"
                >
                  Видалити розділ {index + 1}
                </button>
              ) : null}
            </div>
          );
        })}
        {fields.chapters.errors?.[0] ? (
          <p className="field-error" role="alert">
            {fields.chapters.errors[0]}
          </p>
        ) : null}
        <button
          {...form.insert.getButtonProps({ name: fields.chapters.name, defaultValue: { title: '', body: '' } })}
          className="btn-secondary self-start"
        >
          Додати розділ
        </button>
      </fieldset>
      <FormError errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Збереження…' : handbook ? 'Зберегти довідник' : 'Створити довідник'}
        </button>
        {handbook ? (
          <Link to="/handbooks/editor" className="btn-secondary" reloadDocument>
            Новий довідник
          </Link>
        ) : null}
      </div>
    </form>
  );
}

export default function HandbooksEditor({ loaderData }: Route.ComponentProps) {
  const { handbooks, topics, handbook } = loaderData;
  const publish = async (id: number, published: boolean) =>
    (await api.put(`/api/handbooks/handbook/${id}/publish`, { published })).ok;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {handbook ? 'Редагування довідника' : 'Новий довідник'}
        </h1>
        {handbook ? (
          <p className="text-sm text-slate-600">
            {handbook.status === 'published' ? 'Опубліковано' : 'Чернетка'}
            {handbook.status === 'published' ? (
              <>
                {' · '}
                <Link to={handbookPath(handbook.id)} className="underline">
                  сторінка довідника
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <HandbookForm key={handbook?.id ?? 'new'} handbook={handbook} topics={topics} />
      </section>
      <StaffList
        title="Усі довідники"
        items={handbooks.map((h) => ({
          id: h.id,
          title: h.title,
          status: h.status,
          note: `розділів: ${h.chapters_count}`,
        }))}
        editHref={(id) => `/handbooks/editor?id=${id}`}
        publicHref={handbookPath}
        publish={publish}
        currentId={handbook?.id ?? null}
      />
    </div>
  );
}
