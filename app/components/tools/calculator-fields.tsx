import type { CalculatorField } from '../../../common/tools/calculator-catalog';
import { PERIOD_ROWS } from '../../../common/tools/calculator-form';

/** Today's date in Kyiv (YYYY-MM-DD): the default of the date fields that decide the rules. */
export function kyivToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
}

export type Fields = Record<string, { name: string; errors?: string[]; initialValue?: unknown }>;

function errorOf(fields: Fields, name: string): string | undefined {
  return fields[name]?.errors?.[0];
}

function initial(fields: Fields, field: CalculatorField, today: string): string {
  const v = fields[field.name]?.initialValue;
  if (typeof v === 'string') return v;
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'date' && field.hint) return today;
  if (field.kind === 'month') return today.slice(0, 7);
  return '';
}

function FieldInput({
  field,
  fields,
  today,
  idPrefix,
}: {
  field: CalculatorField;
  fields: Fields;
  today: string;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${field.name}`;
  const error = errorOf(fields, field.name);
  const describedBy = [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  if (field.kind === 'checkbox') {
    const value = fields[field.name]?.initialValue;
    const checked = value === undefined ? field.defaultValue === 'on' : value === 'on';
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" {...common} defaultChecked={checked} className="size-4" />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }
  const value = initial(fields, field, today);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select {...common} defaultValue={value} className="input">
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className="input"
          defaultValue={value}
          type={field.kind === 'date' ? 'date' : field.kind === 'month' ? 'month' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          placeholder={field.kind === 'month' ? 'РРРР-ММ' : undefined}
        />
      )}
      {field.hint && (
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {field.hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function PeriodsInput({ fields, idPrefix }: { fields: Fields; idPrefix: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Періоди роботи</legend>
      {errorOf(fields, 'periods') && <span className="field-error">{errorOf(fields, 'periods')}</span>}
      {Array.from({ length: PERIOD_ROWS }, (_, i) => (
        <div key={i} className="grid grid-cols-2 gap-2">
          {(['from', 'to'] as const).map((end) => {
            const name = `periods[${i}].${end}`;
            const id = `${idPrefix}-periods-${i}-${end}`;
            const error = errorOf(fields, name);
            return (
              <div key={end} className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm">
                  {end === 'from' ? `Період ${i + 1}: з` : 'по'}
                </label>
                <input
                  id={id}
                  name={name}
                  type="date"
                  className="input"
                  aria-invalid={error ? true : undefined}
                  defaultValue={(fields[name]?.initialValue as string) ?? ''}
                />
                {error && <span className="field-error">{error}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** A calculator's form fields from the catalog, on its own page and embedded in an article alike. */
export function CalculatorFields({
  list,
  fields,
  today,
  idPrefix = 'calc',
}: {
  list: CalculatorField[];
  fields: Fields;
  today: string;
  idPrefix?: string;
}) {
  return (
    <>
      {list.map((f) =>
        f.kind === 'periods' ? (
          <PeriodsInput key={f.name} fields={fields} idPrefix={idPrefix} />
        ) : (
          <FieldInput key={f.name} field={f} fields={fields} today={today} idPrefix={idPrefix} />
        ),
      )}
    </>
  );
}
