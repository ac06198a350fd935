export interface ArchivedItem {
  id: number;
  url: string;
  text: string;
  answer: string;
  answered_at: string | null;
}

/** Answered questions of the public archive: the question, its answer unfolded on demand. */
export function ArchiveList({ items, title = 'Відповіді експертів' }: { items: ArchivedItem[]; title?: string }) {
  if (!items.length) return null;
  return (
    <div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="card">
            <details>
              <summary className="cursor-pointer font-medium">{item.text}</summary>
              <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: item.answer }} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
