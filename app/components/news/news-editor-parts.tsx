import { Link } from '../ui/link';
import { newsDate } from './format';

/** Pieces of the news editor page (app/routes/news/news-editor.tsx) that are not its form logic. */

export type Choice = { id: number; title: string };
export type Errors = Record<string, string[]>;

/** Fields the form shows; the server's 422 messages for them go under the field itself. */
export const FORM_FIELDS = [
  'title',
  'content',
  'content_short',
  'description',
  'seo_title',
  'image_url',
  'order',
  'status',
  'published_at',
  'categories',
  'topics',
  'labels',
  'type_id',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export const errorId = (field: string) => `news-editor-${field}-error`;

export function FieldError({ errors, field }: { errors: Errors; field: FormField }) {
  const message = errors[field]?.[0];
  return message ? (
    <p id={errorId(field)} className="field-error font-normal" role="alert">
      {message}
    </p>
  ) : null;
}
/** aria-invalid and aria-describedby for a control whose field has an error. */
export const invalidProps = (errors: Errors, field: FormField) =>
  errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

/** datetime-local value (local time) ⇄ ISO. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
};

export function Checks({
  legend,
  name,
  items,
  value,
  onChange,
  errors,
}: {
  legend: string;
  name: 'categories' | 'topics' | 'labels';
  items: Choice[];
  value: number[];
  onChange: (v: number[]) => void;
  errors: Errors;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errors[name]?.length ? errorId(name) : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((i) => (
          <label key={i.id} className="chip cursor-pointer">
            <input
              type="checkbox"
              name={name}
              checked={value.includes(i.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, i.id] : value.filter((x) => x !== i.id))}
            />
            {i.title}
          </label>
        ))}
      </div>
      <FieldError errors={errors} field={name} />
    </fieldset>
  );
}

/** The editor's side list: the latest posts with their state, each opening in the editor. */
export function RecentPosts({
  posts,
}: {
  posts: { id: number; title: string; status: string; published_at: string | null; post_access: boolean }[];
}) {
  return (
    <aside aria-labelledby="posts-title" className="min-w-0">
      <h2 id="posts-title" className="font-semibold">
        Останні зміни
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {posts.map((p) => (
          <li key={p.id} className="card p-3">
            <Link to={`/news/editor?id=${p.id}`} reloadDocument className="font-medium hover:underline">
              {p.title}
            </Link>
            <p className="text-xs text-slate-500">
              {p.status === 'draft'
                ? 'Чернетка'
                : p.published_at && new Date(p.published_at) > new Date()
                  ? `Заплановано на ${newsDate(p.published_at)}`
                  : `Опубліковано ${newsDate(p.published_at)}`}
              {p.post_access ? '' : ' · для передплатників'}
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
