import type { Block } from './document-types';

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** The template as readable, indexable HTML: the same blocks the DOCX is built from. */
export function DocumentPreview({ blocks, label }: { blocks: Block[]; label: string }) {
  return (
    <div className="card overflow-x-auto font-serif leading-relaxed" aria-label={label} role="document">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case 'title':
            return (
              <p key={key} className="my-3 text-center text-lg font-bold">
                {block.text}
              </p>
            );
          case 'heading':
            return (
              <p key={key} className="mt-4 font-bold">
                {block.text}
              </p>
            );
          case 'paragraph':
            return (
              <p key={key} className={`my-1 ${alignClass[block.align ?? 'left']}`}>
                {block.text}
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={`my-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
                {block.items.map((item, n) => (
                  <li key={n}>{item}</li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <table key={key} className="my-3 w-full border-collapse text-sm">
                <thead>
                  <tr>
                    {block.header.map((h, n) => (
                      <th key={n} scope="col" className="border border-slate-300 p-1 text-left">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((v, n) => (
                        <td key={n} className="border border-slate-300 p-1">
                          {v}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          default:
            return (
              <div key={key} className="mt-4 space-y-2">
                {block.lines.map((line, n) => (
                  <p key={n} className="flex flex-wrap justify-between gap-2">
                    <span>{line.role}</span>
                    <span aria-hidden="true">______________</span>
                    <span>{line.name}</span>
                  </p>
                ))}
              </div>
            );
        }
      })}
    </div>
  );
}
