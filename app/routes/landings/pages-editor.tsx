import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import { type BlockType, blockTitles, blockTypes, isPagesEditor, type PageBlock } from '../../../common/page-blocks';
import { ObjectListField, rowShapes } from '../../components/landings/object-list-field';
import { api } from '../../lib/api';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/pages-editor';

/** /landings/editor (events editors): landing pages, their blocks, preview and publish. */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(context);
  const user = requireUser(context);
  if (!isPagesEditor(user))
    throw data({ message: 'Редактор сторінок доступний лише редакторам подій' }, { status: 403 });
  const alias = url.searchParams.get('alias') ?? '';
  const list = await context.services.pages.staffList();
  const page = /^[a-z0-9_-]{1,200}$/i.test(alias) ? list.find((p) => p.alias === alias) : undefined;
  return {
    frame,
    seo,
    pages: list.map((p) => ({ alias: p.alias, title: p.title, hasDraft: p.draft !== null })),
    page: page ?? null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const templates: Record<BlockType, PageBlock> = {
  hero: { type: 'hero', title: 'Заголовок сторінки', subtitle: 'Підзаголовок' },
  text: { type: 'text', title: 'Підзаголовок', paragraphs: ['Абзац тексту.'] },
  programme: { type: 'programme', title: 'Програма', items: [{ title: 'Модуль 1', text: 'Про що модуль' }] },
  lecturers: { type: 'lecturers', title: 'Лектори', people: [{ name: 'Ім’я Прізвище', role: 'Посада' }] },
  packages: { type: 'packages', title: 'Пакети передплати', codes: ['standard', 'professional'] },
  countdown: { type: 'countdown', title: 'До старту', until: '2027-01-01T10:00:00+02:00' },
  form: { type: 'form', title: 'Заявка', campaign: 'registration', button: 'Надіслати' },
  faq: { type: 'faq', title: 'Запитання і відповіді', items: [{ question: 'Запитання?', answer: 'Відповідь.' }] },
  testimonials: { type: 'testimonials', title: 'Відгуки', items: [{ author: 'Ім’я', text: 'Відгук.' }] },
  video: { type: 'video', title: 'Відео', url: 'https://www.youtube.com/embed/' },
  cta: { type: 'cta', title: 'Заклик', label: 'Перейти', href: '/subscribe' },
};

type Field = { key: string; value: unknown };
const fieldLabels: Record<string, string> = {
  title: 'Заголовок',
  subtitle: 'Підзаголовок',
  label: 'Текст кнопки',
  href: 'Посилання',
  paragraphs: 'Абзаци (кожен з нового рядка)',
  items: 'Пункти',
  people: 'Лектори',
  codes: 'Коди пакетів (кожен з нового рядка)',
  until: 'Дата і час (ISO 8601)',
  expired: 'Текст після завершення',
  campaign: 'Id кампанії',
  button: 'Текст кнопки',
  withPhone: 'Запитувати телефон',
  note: 'Примітка',
  url: 'Адреса для вбудовування',
  text: 'Текст',
};
const optionalKeys: Partial<Record<BlockType, string[]>> = {
  hero: ['subtitle', 'label', 'href'],
  text: ['title'],
  countdown: ['expired'],
  form: ['withPhone', 'note'],
  cta: ['text'],
};

function fieldsOf(block: PageBlock): Field[] {
  const keys = new Set([...Object.keys(block), ...(optionalKeys[block.type] ?? [])]);
  keys.delete('type');
  return [...keys].map((key) => ({ key, value: (block as Record<string, unknown>)[key] }));
}

function BlockFields({
  block,
  index,
  errors,
  onChange,
}: {
  block: PageBlock;
  index: number;
  errors: Record<string, string[]>;
  onChange: (key: string, value: unknown) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {fieldsOf(block).map(({ key, value }) => {
        const id = `block-${index}-${key}`;
        const error = errors[`blocks.${index}.${key}`]?.[0] ?? errors[`blocks.${index}`]?.[0];
        const label = fieldLabels[key] ?? key;
        let control: React.ReactNode;
        if (key === 'withPhone') {
          control = (
            <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(key, e.target.checked)} />
          );
        } else if (key === 'paragraphs' || key === 'codes') {
          control = (
            <textarea
              id={id}
              className="input min-h-24"
              defaultValue={((value as string[]) ?? []).join('\n')}
              onChange={(e) =>
                onChange(
                  key,
                  e.target.value.split('\n').filter((line) => line.trim() !== ''),
                )
              }
            />
          );
        } else if (rowShapes[`${block.type}.${key}`]) {
          return (
            <ObjectListField
              key={key}
              id={id}
              legend={label}
              shape={rowShapes[`${block.type}.${key}`]}
              rows={(value as Record<string, string | undefined>[]) ?? []}
              errors={errors}
              errorPrefix={`blocks.${index}.${key}`}
              onChange={(rows) => onChange(key, rows)}
            />
          );
        } else if (Array.isArray(value)) {
          control = (
            <textarea
              id={id}
              className="input min-h-32 font-mono text-sm"
              defaultValue={JSON.stringify(value, null, 2)}
              onChange={(e) => {
                try {
                  onChange(key, JSON.parse(e.target.value));
                } catch {
                  // Kept as typed until it is valid JSON; the server reports anything wrong.
                }
              }}
            />
          );
        } else {
          control = (
            <input
              id={id}
              className="input"
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(key, e.target.value === '' && key !== 'title' ? undefined : e.target.value)}
            />
          );
        }
        return (
          <div key={key} className="flex flex-col gap-1 text-left">
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            {control}
            {error && <p className="field-error">{error}</p>}
          </div>
        );
      })}
    </div>
  );
}

function PageForm({ page }: { page: NonNullable<Route.ComponentProps['loaderData']['page']> }) {
  const source = page.draft ?? { title: page.title, description: page.description, blocks: page.blocks };
  const [title, setTitle] = useState(source.title);
  const [description, setDescription] = useState(source.description);
  const [blocks, setBlocks] = useState<PageBlock[]>(source.blocks);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [newType, setNewType] = useState<BlockType>('text');
  const revalidator = useRevalidator();

  const change = (next: PageBlock[], remount = false) => {
    setBlocks(next);
    if (remount) setVersion((v) => v + 1);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    change(next, true);
  };
  const save = async () => {
    const r = await api.put(`/api/staff/pages/${page.alias}`, { title, description, blocks });
    if (!r.ok) {
      setErrors(r.fields);
      if (Object.keys(r.fields).length > 0) toast.error(r.message);
      return false;
    }
    setErrors({});
    toast.success('Чернетку збережено');
    revalidator.revalidate();
    return true;
  };
  const publish = async () => {
    if (!(await save())) return;
    const r = await api.post(`/api/staff/pages/${page.alias}/publish`);
    if (r.ok) {
      toast.success('Сторінку опубліковано');
      revalidator.revalidate();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-bold">/{page.alias}</h2>
        {page.draft && <span className="chip">Є неопублікована чернетка</span>}
        <a href={`/${page.alias}?preview=1`} target="_blank" rel="noopener" className="btn-ghost">
          Попередній перегляд
        </a>
        <Link to={`/${page.alias}`} className="btn-ghost">
          Відкрити сторінку
        </Link>
      </div>
      <label className="flex flex-col gap-1">
        Назва сторінки
        <input className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
        {errors.title && <span className="field-error">{errors.title[0]}</span>}
      </label>
      <label className="flex flex-col gap-1">
        Опис
        <input className="input" value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      {errors.blocks && <p className="field-error">{errors.blocks[0]}</p>}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, i) => (
          <li
            key={`${version}-${i}`}
            className="card flex flex-col gap-2"
            aria-label={`Блок ${i + 1}: ${blockTitles[block.type]}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <strong>
                {i + 1}. {blockTitles[block.type]}
              </strong>
              <button type="button" className="btn-ghost" onClick={() => move(i, i - 1)} disabled={i === 0}>
                Вище
              </button>
              <button
                type="button"
                className="btn-ghost"
                onClick={() => move(i, i + 1)}
                disabled={i === blocks.length - 1}
              >
                Нижче
              </button>
              <button
                type="button"
                className="btn-ghost text-red-700"
                onClick={() =>
                  change(
                    blocks.filter((_, j) => j !== i),
                    true,
                  )
                }
              >
                Видалити
              </button>
            </div>
            <BlockFields
              block={block}
              index={i}
              errors={errors}
              onChange={(key, value) =>
                change(blocks.map((b, j) => (j === i ? ({ ...b, [key]: value } as PageBlock) : b)))
              }
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          Новий блок
          <select className="input w-auto" value={newType} onChange={(e) => setNewType(e.target.value as BlockType)}>
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {blockTitles[type]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary" onClick={() => change([...blocks, templates[newType]], true)}>
          Додати блок
        </button>
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary" onClick={save}>
          Зберегти чернетку
        </button>
        <button type="button" className="btn-primary" onClick={publish}>
          Опублікувати
        </button>
      </div>
    </div>
  );
}

export default function PagesEditor({ loaderData }: Route.ComponentProps) {
  const { pages, page } = loaderData;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[16rem_1fr]">
      <nav aria-label="Сторінки" className="max-h-[80vh] overflow-auto">
        <h1 className="mb-2 text-2xl font-bold">Сторінки</h1>
        <ul className="text-sm">
          {pages.map((p) => (
            <li key={p.alias}>
              <Link
                to={`?alias=${p.alias}`}
                className={`block rounded px-2 py-1 hover:bg-slate-100 ${p.alias === page?.alias ? 'bg-slate-100 font-bold' : ''}`}
              >
                {p.title}
                <span className="block text-xs text-slate-500">
                  /{p.alias}
                  {p.hasDraft ? ' · чернетка' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label="Редагування">
        {page ? <PageForm key={`${page.alias}-${page.updated_at}`} page={page} /> : <p>Оберіть сторінку зліва.</p>}
      </section>
    </div>
  );
}
