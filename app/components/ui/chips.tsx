export function Chips({
  items,
  onRemove,
}: {
  items: { id: string; label: string }[];
  onRemove?: (id: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id} className="chip">
          {item.label}
          {onRemove ? (
            <button
              type="button"
              className="text-slate-500 hover:text-slate-900"
              aria-label={`Прибрати «${item.label}»`}
              onClick={() => onRemove(item.id)}
            >
              ✕
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
