import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { data, useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import {
  moduleEditorInput,
  recordEditorInput,
  recordPackages,
  siteThemes,
  videoEditorInput,
} from '../../../common/records-editor';
import { isRecordsEditor, recordPath, recordRubrics, videoPath } from '../../../common/records';
import {
  FormError,
  type LastResult,
  resultFromFields,
  TextareaField,
  TextField,
  useSchemaForm,
  validValue,
} from '../../components/forms/conform-fields';
import { toLocalInput } from '../../components/news/news-editor-parts';
import { CheckField, CheckGroup, SelectField, StaffList, saveJson } from '../../components/staff/staff-parts';
import { api } from '../../lib/api';
import { pageOf, requireUser, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/records-editor';

type Saved = { data: { id: number; created: boolean } };

/** /events/editor (login required; records editors only): list, create, edit, publish records and their videos. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services } = args.context;
  const user = requireUser(args.context);
  if (!isRecordsEditor(user))
    throw data({ message: 'Редактор відео доступний лише редакторам записів' }, { status: 403 });
  const raw = url.searchParams.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const [records, topics, record] = await Promise.all([
    services.records.staff.list(),
    services.records.staff.topics(),
    id ? services.records.staff.record(id).catch((err: unknown) => routeError(err, url)) : Promise.resolve(null),
  ]);
  return { frame, seo, records, topics, record };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  ...seoMeta(d?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

const kindChoices = Object.entries(recordRubrics).map(([id, r]) => ({ id, title: r.title }));
const packageTitles: Record<(typeof recordPackages)[number], string> = {
  standard: 'Стандарт',
  professional: 'Професійний',
  premium: 'Преміум',
  'premium-pro': 'Преміум PRO',
  'military-pro': 'Військовий облік PRO',
};

type Loaded = Route.ComponentProps['loaderData'];
type StaffRecord = NonNullable<Loaded['record']>;
type StaffVideo = StaffRecord['videos'][number];

function RecordForm({ record, topics }: { record: StaffRecord | null; topics: Loaded['topics'] }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<LastResult>();
  const [isSaving, setSaving] = useState(false);
  const save = async (v: NonNullable<ReturnType<typeof validValue<typeof recordEditorInput>>>) => {
    setSaving(true);
    const r = await saveJson<Saved>('post', '/api/records/store-record', {
      ...(record ? { id: record.id } : {}),
      title: v.title,
      description: v.description ?? '',
      kind: v.kind,
      date: new Date(v.date).toISOString(),
      is_free: v.is_free ?? false,
      packages: v.packages ?? [],
      topics: v.topics ?? [],
      themes: v.themes,
      options: { certificate: v.certificate ?? false, one_module: v.one_module ?? false },
    });
    setSaving(false);
    if (r.ok) {
      toast.success(record ? 'Запис збережено' : 'Запис створено як чернетку');
      navigate(`/events/editor?id=${r.data.data.id}`);
      return;
    }
    setResult(resultFromFields(r.fields, r.message));
    if (!Object.keys(r.fields).length) toast.error(r.message);
  };
  const [form, fields] = useSchemaForm(recordEditorInput, {
    id: `record-form-${record?.id ?? 'new'}`,
    lastResult: result,
    defaultValue: {
      title: record?.title ?? '',
      description: record?.description ?? '',
      date: toLocalInput(record?.date ?? new Date().toISOString()),
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const value = validValue(recordEditorInput, submission);
      if (value) void save(value);
    },
  });
  return (
    <form {...getFormProps(form)} className="flex flex-col gap-4" aria-label="Запис">
      <TextField meta={fields.title} label="Назва" maxLength={300} />
      <TextareaField meta={fields.description} label="Опис" rows={5} maxLength={5000} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField meta={fields.kind} label="Тип запису" items={kindChoices} initial={record?.kind ?? 'webinar'} />
        <TextField meta={fields.date} label="Дата запису" type="datetime-local" />
      </div>
      <CheckField
        name={fields.is_free.name}
        label="Для всіх зареєстрованих (без передплати)"
        initial={Boolean(record?.is_free)}
      />
      <CheckGroup
        meta={fields.packages}
        legend="Пакети, що відкривають запис (жоден — будь-яка передплата)"
        items={recordPackages.map((id) => ({ id, title: packageTitles[id] }))}
        initial={record?.packages ?? []}
      />
      <CheckGroup
        meta={fields.themes}
        legend="Теми сайту"
        items={siteThemes}
        initial={record?.themes ?? ['hr', 'accounting']}
      />
      <CheckGroup
        meta={fields.topics}
        legend="Теми"
        items={topics.map((t) => ({ id: t.alias, title: t.title }))}
        initial={record?.topics ?? []}
      />
      <div className="flex flex-wrap gap-4">
        <CheckField
          name={fields.certificate.name}
          label="Із сертифікатом"
          initial={Boolean(record?.options.certificate)}
        />
        <CheckField
          name={fields.one_module.name}
          label="Мінікурс: показувати один модуль"
          initial={Boolean(record?.options.one_module)}
        />
      </div>
      <FormError errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Збереження…' : record ? 'Зберегти запис' : 'Створити запис'}
        </button>
        {record ? (
          <Link to="/events/editor" className="btn-secondary" reloadDocument>
            Новий запис
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function VideoForm({ record, video, onDone }: { record: StaffRecord; video: StaffVideo | null; onDone: () => void }) {
  const [result, setResult] = useState<LastResult>();
  const [isSaving, setSaving] = useState(false);
  const save = async (v: NonNullable<ReturnType<typeof validValue<typeof videoEditorInput>>>) => {
    setSaving(true);
    const r = await saveJson<Saved>('post', '/api/records/store-video', {
      ...(video ? { id: video.id } : {}),
      record_id: record.id,
      module_id: v.module_id ?? null,
      title: v.title,
      embed_id: v.embed_id ?? null,
      duration: v.duration,
      position: v.position ?? video?.position ?? record.videos.length,
      is_free: v.is_free ?? false,
    });
    setSaving(false);
    if (r.ok) {
      toast.success(video ? 'Відео збережено' : 'Відео додано');
      onDone();
      return;
    }
    setResult(resultFromFields(r.fields, r.message));
    if (!Object.keys(r.fields).length) toast.error(r.message);
  };
  const [form, fields] = useSchemaForm(videoEditorInput, {
    id: `video-form-${video?.id ?? 'new'}`,
    lastResult: result,
    defaultValue: {
      title: video?.title ?? '',
      embed_id: video?.embed_id ?? '',
      duration: video?.duration ?? '00:45:00',
      position: String(video?.position ?? record.videos.length),
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const value = validValue(videoEditorInput, submission);
      if (value) void save(value);
    },
  });
  return (
    <form
      {...getFormProps(form)}
      className="flex flex-col gap-3"
      aria-label={video ? `Відео: ${video.title}` : 'Нове відео'}
    >
      <h3 className="font-semibold">{video ? `Редагування: ${video.title}` : 'Нове відео'}</h3>
      <TextField meta={fields.title} label="Назва відео" maxLength={300} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField meta={fields.embed_id} label="Ідентифікатор Vimeo або YouTube" maxLength={12} />
        <TextField meta={fields.duration} label="Тривалість (гг:хх:сс)" maxLength={8} />
        <TextField meta={fields.position} label="Порядок" type="number" min={0} max={1000} />
      </div>
      <p className="text-sm text-slate-600">
        Без ідентифікатора відео показується як «Відео буде доступне найближчим часом».
      </p>
      {record.modules.length ? (
        <SelectField
          meta={fields.module_id}
          label="Модуль"
          items={record.modules}
          initial={video?.module_id ? String(video.module_id) : ''}
          empty="Без модуля"
        />
      ) : null}
      <CheckField name={fields.is_free.name} label="Безкоштовний перегляд (прев’ю)" initial={Boolean(video?.is_free)} />
      <FormError errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {video ? 'Зберегти відео' : 'Додати відео'}
        </button>
        {video ? (
          <button type="button" className="btn-secondary" onClick={onDone}>
            Скасувати
          </button>
        ) : null}
      </div>
    </form>
  );
}

function ModuleForm({ record, onDone }: { record: StaffRecord; onDone: () => void }) {
  const [result, setResult] = useState<LastResult>();
  const save = async (title: string) => {
    const r = await saveJson<Saved>('post', '/api/records/store-module', {
      record_id: record.id,
      title,
      position: record.modules.length,
    });
    if (r.ok) {
      toast.success('Модуль додано');
      onDone();
      return;
    }
    setResult(resultFromFields(r.fields, r.message));
  };
  const [form, fields] = useSchemaForm(moduleEditorInput, {
    id: `module-form-${record.id}-${record.modules.length}`,
    lastResult: result,
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      const value = validValue(moduleEditorInput, submission);
      if (value) void save(value.title);
    },
  });
  return (
    <form {...getFormProps(form)} className="flex flex-wrap items-end gap-2" aria-label="Новий модуль">
      <div className="min-w-0 flex-1">
        <TextField meta={fields.title} label="Назва нового модуля" maxLength={300} />
      </div>
      <button type="submit" className="btn-secondary">
        Додати модуль
      </button>
      <FormError errors={form.errors} />
    </form>
  );
}

function RecordVideos({ record }: { record: StaffRecord }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<StaffVideo | null>(null);
  const [round, setRound] = useState(0);
  const done = async () => {
    setEditing(null);
    setRound((n) => n + 1);
    await revalidator.revalidate();
  };
  const moduleTitle = (id: number | null) => record.modules.find((m) => m.id === id)?.title;
  return (
    <section aria-labelledby="videos-title" className="card flex flex-col gap-4">
      <h2 id="videos-title" className="text-lg font-semibold">
        Відео і модулі
      </h2>
      <ol className="flex flex-col gap-2 text-sm" data-testid="staff-videos">
        {record.videos.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {v.title} · {v.duration}
              {moduleTitle(v.module_id) ? ` · ${moduleTitle(v.module_id)}` : ''} ·{' '}
              {v.embed_id ? `відео ${v.embed_id}` : 'відео ще не додано'}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className="btn-ghost"
                onClick={() => setEditing(v)}
                aria-label={`Редагувати: ${v.title}`}
              >
                Редагувати
              </button>
              {record.status === 'published' ? (
                <Link to={videoPath(record.id, v.id)} className="btn-ghost">
                  Переглянути
                </Link>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      <VideoForm key={`${editing?.id ?? 'new'}-${round}`} record={record} video={editing} onDone={done} />
      {record.kind === 'minicourse' ? <ModuleForm key={round} record={record} onDone={done} /> : null}
    </section>
  );
}

export default function RecordsEditor({ loaderData }: Route.ComponentProps) {
  const { records, topics, record } = loaderData;
  const publish = async (id: number, published: boolean) => {
    const r = await api.put(`/api/records/record/${id}/status`, { status: published ? 'published' : 'draft' });
    return r.ok;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {record ? 'Редагування запису' : 'Новий запис'}
        </h1>
        {record ? (
          <p className="text-sm text-slate-600">
            {record.status === 'published' ? 'Опубліковано' : 'Чернетка'}
            {record.status === 'published' ? (
              <>
                {' · '}
                <Link to={recordPath(record.id)} className="underline">
                  сторінка запису
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <RecordForm key={record?.id ?? 'new'} record={record} topics={topics} />
        {record ? <RecordVideos record={record} /> : null}
      </section>
      <StaffList
        title="Усі записи"
        items={records.map((r) => ({
          id: r.id,
          title: r.title,
          status: r.status,
          note: `відео: ${r.videos_count}${r.pending_videos ? `, без запису: ${r.pending_videos}` : ''}`,
        }))}
        editHref={(id) => `/events/editor?id=${id}`}
        publicHref={recordPath}
        publish={publish}
        currentId={record?.id ?? null}
      />
    </div>
  );
}
