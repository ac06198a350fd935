import { useEffect, useId, useRef, useState } from 'react';

interface Profession {
  id: number;
  code: string;
  title: string;
  /** false: the portal's own title whose code awaits the official text of the classifier. */
  checked: boolean;
}

/**
 * The employee's position: typed freely or chosen from the professions classifier (ДК 003:2010) through
 * the classifier's search; a chosen title carries its code, which the server checks and prints.
 */
export function PositionField({
  label,
  defaultTitle,
  defaultCode,
  error,
}: {
  label: string;
  defaultTitle?: string;
  defaultCode?: string;
  error?: string;
}) {
  const id = useId();
  const [title, setTitle] = useState(defaultTitle ?? '');
  const [code, setCode] = useState(defaultCode ?? '');
  const [isUnchecked, setUnchecked] = useState(false);
  const [hits, setHits] = useState<Profession[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useRef('');

  useEffect(() => {
    const term = title.trim();
    if (code || term.length < 2) {
      setHits([]);
      return;
    }
    query.current = term;
    const timer = setTimeout(() => {
      fetch(`/api/classifier?q=${encodeURIComponent(term)}`, { headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? r.json() : { data: [] }))
        .then((answer: { data: Profession[] }) => {
          if (query.current !== term) return;
          setHits(answer.data.slice(0, 10));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => setHits([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [title, code]);

  const choose = (p: Profession) => {
    setTitle(p.title);
    setCode(p.code);
    setUnchecked(!p.checked);
    setOpen(false);
  };
  const listId = `${id}-list`;
  const showList = isOpen && hits.length > 0;

  return (
    <div className="flex flex-col text-sm">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="relative mt-1">
        <input
          id={`${id}-input`}
          name="employee.position"
          className="input w-full"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          placeholder="Почніть вводити назву посади"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setCode('');
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (!showList) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((i) => (i + step + hits.length) % hits.length);
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              choose(hits[active]);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
        <input type="hidden" name="employee.position_code" value={code} />
        {showList ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Посади з класифікатора професій"
            className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded border border-slate-300 bg-white shadow"
          >
            {hits.map((p, i) => (
              <div
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-slate-100' : ''}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                <span className="mr-2 font-mono text-slate-600">{p.code}</span>
                {p.title}
                {!p.checked && <span className="ml-2 text-xs text-amber-900">код потребує перевірки</span>}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <span id={`${id}-hint`} className="mt-1 text-slate-600" data-testid="position-code">
        {code
          ? `Код за класифікатором професій: ${code}${isUnchecked ? ' (потребує перевірки з чинною редакцією ДК 003:2010)' : ''}`
          : 'Оберіть посаду з класифікатора професій'}
      </span>
      {error ? (
        <span id={`${id}-error`} className="mt-1 text-red-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}
