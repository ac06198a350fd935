import { type FormEvent, useState } from 'react';
import { toast } from '../ui/toast';
import { companyFieldLabels, type DocumentFormat, documentMessages, formatLabels } from '../../../common/documents';
import { api } from '../../lib/api';
import type { CompanyProfileView, DocumentView } from './document-types';
import { PositionField } from './position-field';

const COMPANY_FIELDS = Object.keys(companyFieldLabels) as (keyof CompanyProfileView)[];
const DATE_FIELDS = new Set(['date.doc', 'date.start', 'date.end']);

/** Saves the browser a file answer under the name the server gave it. */
async function saveFile(r: Response) {
  const disposition = r.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : 'document.docx';
  const url = URL.createObjectURL(await r.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Заповнити за моїми даними": the company details are stored once (ЄДРПОУ checked on the server),
 * the employee and document values are entered per document and kept for its next fill; the server
 * returns the filled file (DOCX, or PDF/XLSX where the document offers them).
 */
export function FillForm({
  doc,
  company,
  stored,
}: {
  doc: DocumentView;
  company: CompanyProfileView | null;
  stored: Record<string, string> | null;
}) {
  const fill = doc.fill;
  const [format, setFormat] = useState<DocumentFormat>('docx');
  const [isEditingCompany, setEditingCompany] = useState(!company);
  const [saved, setSaved] = useState(company);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  if (!fill) return null;
  const needsCompany = fill.uses_company && isEditingCompany;

  const handleSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    setBusy(true);
    setErrors({});
    try {
      if (needsCompany) {
        const body = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, text(`company-${f}`)]));
        const r = await api.put<{ data: CompanyProfileView }>('/api/documents/company-profile', body);
        if (!r.ok) {
          setErrors(Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [`company-${k}`, v])));
          return;
        }
        setSaved(r.data.data);
        setEditingCompany(false);
      }
      const keys = fill.inputs.flatMap((i) => (i.classifier ? [i.id, 'employee.position_code'] : [i.id]));
      const values = Object.fromEntries(keys.map((k) => [k, text(k)]).filter(([, v]) => v));
      const r = await fetch(`/api/documents/document/${doc.id}/fill`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ values, format }),
      });
      if (!r.ok) {
        const answer = (await r.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
        const fields = answer.errors ?? {};
        const byInput = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k === 'values' ? '_form' : k.replace(/^values\./, ''), v]),
        );
        setErrors(byInput);
        toast.error(answer.message || 'Не вдалося заповнити документ');
        return;
      }
      await saveFile(r);
      toast.success('Документ заповнено');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, opts: { defaultValue?: string; placeholder?: string } = {}) => (
    <label key={name} className="flex flex-col text-sm">
      <span>{label}</span>
      <input
        name={name}
        className="input mt-1"
        defaultValue={opts.defaultValue}
        placeholder={opts.placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      {errors[name] ? (
        <span id={`${name}-error`} className="mt-1 text-red-700">
          {errors[name][0]}
        </span>
      ) : null}
    </label>
  );

  return (
    <form onSubmit={handleSubmit} className="card space-y-4" aria-labelledby="fill-title" noValidate>
      <h2 id="fill-title" className="text-lg font-semibold">
        Заповнити за моїми даними
      </h2>
      {fill.uses_company ? (
        needsCompany ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-medium">Дані підприємства (зберігаються для наступних документів)</legend>
            {COMPANY_FIELDS.map((f) =>
              field(`company-${f}`, companyFieldLabels[f], {
                defaultValue: saved?.[f] ?? '',
                placeholder: f === 'edrpou' ? '8 цифр' : undefined,
              }),
            )}
          </fieldset>
        ) : (
          <div className="text-sm">
            <p>
              Підприємство: <strong>{saved?.name}</strong>, код ЄДРПОУ {saved?.edrpou}
            </p>
            <button type="button" className="mt-1 underline" onClick={() => setEditingCompany(true)}>
              Змінити дані підприємства
            </button>
          </div>
        )
      ) : null}
      {fill.inputs.length ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-medium">Дані для цього документа</legend>
          {fill.inputs.map((i) =>
            i.classifier ? (
              <PositionField
                key={i.id}
                label={i.label}
                defaultTitle={stored?.[i.id]}
                defaultCode={stored?.['employee.position_code']}
                error={errors[i.id]?.[0] ?? errors['employee.position_code']?.[0]}
              />
            ) : (
              field(i.id, i.label, {
                defaultValue: stored?.[i.id],
                placeholder: DATE_FIELDS.has(i.id) ? 'дд.мм.рррр' : undefined,
              })
            ),
          )}
        </fieldset>
      ) : null}
      {fill.formats.length > 1 ? (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-2 font-medium">Формат файлу</legend>
          {fill.formats.map((f) => (
            <label key={f} className="flex items-center gap-2">
              <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} />
              {formatLabels[f]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {errors.company ? (
        <p className="text-sm text-red-700">{errors.company[0] ?? documentMessages.profileMissing}</p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Формуємо документ…' : `Завантажити заповнений ${formatLabels[format]}`}
      </button>
    </form>
  );
}
