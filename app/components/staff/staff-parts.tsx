import type { FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../ui/link';
import { toast } from '../ui/toast';
import { api } from '../../lib/api';

/** Pieces of the staff screens for records and handbooks (/events/editor, /handbooks/editor). */

/** A group of native checkboxes under one Conform field (array of values; the error under the group). */
export function CheckGroup({
  meta,
  legend,
  items,
  initial,
}: {
  meta: FieldMetadata<unknown>;
  legend: string;
  items: readonly { id: string; title: string }[];
  initial: readonly string[];
}) {
  const error = meta.errors?.[0];
  const errorId = `${meta.id}-error`;
  return (
    <fieldset className="flex flex-col gap-1 text-sm" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={meta.name}
              value={item.id}
              defaultChecked={initial.includes(item.id)}
              aria-invalid={error ? true : undefined}
            />
            {item.title}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A native select under a Conform field. */
export function SelectField({
  meta,
  label,
  items,
  initial,
  empty,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  items: readonly { id: string | number; title: string }[];
  initial: string;
  empty?: string;
}) {
  const error = meta.errors?.[0];
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        className="input"
        name={meta.name}
        defaultValue={initial}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${meta.id}-error` : undefined}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.title}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${meta.id}-error`} className="field-error font-normal" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

export function CheckField({ name, label, initial }: { name: string; label: string; initial: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={initial} />
      {label}
    </label>
  );
}

export interface StaffItem {
  id: number;
  title: string;
  status: string;
  note: string;
}

/**
 * The list of every item, drafts included: edit link, public link when published, and the
 * publish / withdraw switch (the server's role check decides; a refusal is toasted).
 */
export function StaffList({
  title,
  items,
  editHref,
  publicHref,
  publish,
  currentId,
}: {
  title: string;
  items: StaffItem[];
  editHref: (id: number) => string;
  publicHref: (id: number) => string;
  publish: (id: number, published: boolean) => Promise<boolean>;
  currentId: number | null;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const handleToggle = async (item: StaffItem) => {
    setBusy(item.id);
    const isPublished = item.status === 'published';
    if (await publish(item.id, !isPublished)) {
      toast.success(isPublished ? 'Знято з публікації' : 'Опубліковано');
      await revalidator.revalidate();
    }
    setBusy(null);
  };
  return (
    <aside aria-labelledby="staff-list-title" className="card flex min-w-0 flex-col gap-2">
      <h2 id="staff-list-title" className="font-semibold">
        {title} <span className="text-slate-500">({items.length})</span>
      </h2>
      <ul className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto text-sm" data-testid="staff-list">
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex flex-col gap-1 rounded-lg p-2 ${item.id === currentId ? 'bg-slate-100' : ''}`}
            data-testid="staff-item"
            data-status={item.status}
          >
            <Link to={editHref(item.id)} className="font-medium break-words underline" reloadDocument>
              {item.title}
            </Link>
            <span className="text-slate-600">
              {item.status === 'published' ? 'Опубліковано' : 'Чернетка'} · {item.note}
            </span>
            <span className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-ghost"
                disabled={busy === item.id}
                onClick={() => handleToggle(item)}
                aria-label={`${item.status === 'published' ? 'Зняти з публікації' : 'Опублікувати'}: ${item.title}`}
              >
                {item.status === 'published' ? 'Зняти з публікації' : 'Опублікувати'}
              </button>
              {item.status === 'published' ? (
                <Link to={publicHref(item.id)} className="btn-ghost">
                  Переглянути
                </Link>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A JSON save: the parsed fields go to the API; a 422's field messages come back for the form. */
export async function saveJson<T>(method: 'post' | 'put', url: string, body: unknown) {
  return method === 'post' ? api.post<T>(url, body, { quiet: true }) : api.put<T>(url, body, { quiet: true });
}
