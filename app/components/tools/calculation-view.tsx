import { useId, useState } from 'react';
import { resultLines } from '../../../common/tools/calculator-form';
import { uah } from '../../../common/tools/calculators/core';
import { formatDateUa } from '../../../common/tools/rules/rules';

const MONEY = new Set([
  'net',
  'gross',
  'pit',
  'militaryLevy',
  'ssc',
  'employerCost',
  'pay',
  'averageDaily',
  'employerAmount',
  'fundAmount',
  'total',
  'amount',
  'extraPay',
]);

export interface CalculationView {
  title: string;
  computed_for: string;
  computed_for_label: string;
  result: unknown;
  steps: { label: string; formula: string; value: number | string }[];
  rules: {
    key: string;
    label: string;
    value: string;
    verified: boolean;
    validFrom: string;
    source: { act: string; reference: string; url?: string };
  }[];
  notes: string[];
}

function show(key: string, value: number | string): string {
  if (typeof value === 'number') return MONEY.has(key) ? uah(value) : String(value).replace('.', ',');
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateUa(value) : value;
}

function plainText(c: CalculationView): string {
  const lines = [
    c.title,
    c.computed_for_label,
    ...resultLines(c.result).map((l) => `${l.label}: ${show(l.key, l.value)}`),
    '',
    'Розрахунок:',
    ...c.steps.map((s) => `${s.label}: ${s.formula} = ${show('', s.value)}`),
    '',
    'Норми:',
    ...c.rules.map((r) => `${r.label}: ${r.value} (${r.source.act}, ${r.source.reference})`),
  ];
  return lines.join('\n');
}

/** The result of a calculation: key figures, the steps, the rules with their legal basis, print and copy. */
export function CalculationResult({ calculation }: { calculation: CalculationView }) {
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const lines = resultLines(calculation.result);
  return (
    <section aria-labelledby={titleId} className="card mt-6 flex flex-col gap-4" data-testid="calculation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          Результат
        </h2>
        <div className="flex gap-2 print:hidden">
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Друкувати
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(plainText(calculation)).then(() => setCopied(true));
            }}
          >
            {copied ? 'Скопійовано' : 'Копіювати'}
          </button>
        </div>
      </div>
      <p className="text-sm text-slate-600" data-testid="computed-for">
        {calculation.computed_for_label}
      </p>
      {lines.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {lines.map((l) => (
            <div key={l.key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{l.label}</dt>
              <dd className="text-lg font-semibold">{show(l.key, l.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {calculation.notes.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-800">
          {calculation.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="font-semibold">Покроковий розрахунок</h3>
        <ol className="mt-2 flex flex-col gap-2">
          {calculation.steps.map((s, i) => (
            <li key={`${i}-${s.label}`} className="border-b border-slate-100 pb-2">
              <span className="font-medium">{s.label}</span>
              <span className="block break-words text-sm text-slate-600">
                {s.formula} = <b className="text-slate-900">{show('', s.value)}</b>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold">Застосовані норми</h3>
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {calculation.rules.map((r) => (
            <li key={`${r.key}-${r.validFrom}`} data-testid="rule">
              <span className="font-medium">{r.label}</span>: {r.value}, діє з {formatDateUa(r.validFrom)}
              {!r.verified && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  потребує перевірки
                </span>
              )}
              <span className="block text-slate-600">
                Підстава: {r.source.act}, {r.source.reference}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
