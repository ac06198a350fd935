/** The typed rows of a landing block's list of objects (common/page-blocks.ts holds their limits). */
export interface RowField {
  key: string;
  label: string;
  isLong?: boolean;
  isOptional?: boolean;
}
export interface RowShape {
  /** One row's name in labels and buttons ('Пункт', 'Лектор' …). */
  noun: string;
  fields: RowField[];
}

/** The lists of objects the block types carry, by `{block type}.{key}`. */
export const rowShapes: Record<string, RowShape> = {
  'programme.items': {
    noun: 'Пункт',
    fields: [
      { key: 'title', label: 'назва' },
      { key: 'text', label: 'опис', isLong: true, isOptional: true },
    ],
  },
  'lecturers.people': {
    noun: 'Лектор',
    fields: [
      { key: 'name', label: 'ім’я' },
      { key: 'role', label: 'посада' },
    ],
  },
  'faq.items': {
    noun: 'Запитання',
    fields: [
      { key: 'question', label: 'запитання' },
      { key: 'answer', label: 'відповідь', isLong: true },
    ],
  },
  'testimonials.items': {
    noun: 'Відгук',
    fields: [
      { key: 'author', label: 'автор' },
      { key: 'role', label: 'посада', isOptional: true },
      { key: 'text', label: 'текст', isLong: true },
    ],
  },
};

type Row = Record<string, string | undefined>;

/**
 * A list of objects as rows of typed inputs: add, remove, move up and down. The server checks the
 * list as before; its messages (`blocks.{i}.{key}.{row}.{field}`) show at the input they name.
 */
export function ObjectListField({
  id,
  legend,
  shape,
  rows,
  errors,
  errorPrefix,
  onChange,
}: {
  id: string;
  legend: string;
  shape: RowShape;
  rows: Row[];
  errors: Record<string, string[]>;
  errorPrefix: string;
  onChange: (rows: Row[]) => void;
}) {
  const blank = Object.fromEntries(shape.fields.map((f) => [f.key, f.isOptional ? undefined : '']));
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const set = (r: number, key: string, value: string, isOptional?: boolean) =>
    onChange(rows.map((row, j) => (j === r ? { ...row, [key]: value === '' && isOptional ? undefined : value } : row)));
  const listError = errors[errorPrefix]?.[0];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="object-list">
      <legend className="text-sm font-medium">{legend}</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, r) => {
          const name = `${shape.noun} ${r + 1}`;
          return (
            // Rows carry no ids: their inputs are controlled, so values follow the row when it moves.
            <li key={r} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid="object-row">
              {shape.fields.map((f) => {
                const inputId = `${id}-${r}-${f.key}`;
                const error = errors[`${errorPrefix}.${r}.${f.key}`]?.[0];
                const common = {
                  id: inputId,
                  className: f.isLong ? 'input min-h-20' : 'input',
                  value: row[f.key] ?? '',
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `${inputId}-error` : undefined,
                };
                return (
                  <div key={f.key} className="flex flex-col gap-1">
                    <label htmlFor={inputId} className="text-sm">
                      {name}: {f.label}
                      {f.isOptional ? ' (необов’язково)' : ''}
                    </label>
                    {f.isLong ? (
                      <textarea {...common} onChange={(e) => set(r, f.key, e.target.value, f.isOptional)} />
                    ) : (
                      <input {...common} onChange={(e) => set(r, f.key, e.target.value, f.isOptional)} />
                    )}
                    {error ? (
                      <p id={`${inputId}-error`} className="field-error" role="alert">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-ghost"
                  disabled={r === 0}
                  onClick={() => move(r, r - 1)}
                  aria-label={`${name}: вище`}
                >
                  Вище
                </button>
                <button
                  type="button"
                  className="btn-ghost"
                  disabled={r === rows.length - 1}
                  onClick={() => move(r, r + 1)}
                  aria-label={`${name}: нижче`}
                >
                  Нижче
                </button>
                <button
                  type="button"
                  className="btn-ghost text-red-700"
                  onClick={() => onChange(rows.filter((_, j) => j !== r))}
                  aria-label={`${name}: видалити`}
                >
                  Видалити
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="field-error">{listError}</p> : null}
      <button type="button" className="btn-secondary self-start" onClick={() => onChange([...rows, { ...blank }])}>
        Додати: {shape.noun.toLowerCase()}
      </button>
    </fieldset>
  );
}
