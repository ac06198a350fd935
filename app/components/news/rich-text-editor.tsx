import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

type Inline = { kind: 'link' | 'youtube'; value: string } | null;

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;

/** Uploads an image through the news API; resolves with its URL (201 + image_url, spec part 1 §5). */
export async function uploadNewsImage(file: File, title = ''): Promise<string> {
  const form = new FormData();
  form.set('title', title || file.name);
  form.set('image', file);
  const r = await fetch('/api/news/image', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await r.json().catch(() => ({}))) as { image_url?: string; message?: string };
  if (r.status !== 201 || !body.image_url) throw new Error(body.message || 'There was a problem with the request');
  return body.image_url;
}

/**
 * A small contentEditable editor: headings, lists, bold/italic, links, uploaded images and YouTube
 * players. The server sanitizes whatever it produces.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  describedBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  describedBy?: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [inline, setInline] = useState<Inline>(null);

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const sync = () => onChange(area.current?.innerHTML ?? '');
  const remember = () => {
    const sel = window.getSelection();
    if (sel?.rangeCount && area.current?.contains(sel.anchorNode)) savedRange.current = sel.getRangeAt(0).cloneRange();
  };
  const restore = () => {
    area.current?.focus();
    const sel = window.getSelection();
    if (savedRange.current && sel) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
  };
  const exec = (command: string, value?: string) => {
    restore();
    document.execCommand(command, false, value);
    remember();
    sync();
  };
  const insertHtml = (html: string) => exec('insertHTML', html);

  const handleImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const url = await uploadNewsImage(file);
      insertHtml(`<img src="${url}" alt="">`);
      toast.success('Зображення додано');
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const handleInlineSubmit = () => {
    if (!inline) return;
    if (inline.kind === 'link') {
      if (!/^(https?:\/\/|mailto:|\/)/.test(inline.value))
        return toast.error('Введіть адресу, що починається з https://');
      exec('createLink', inline.value);
    } else {
      const id = YOUTUBE.exec(inline.value)?.[1];
      if (!id) return toast.error('Вставте посилання на відео YouTube');
      insertHtml(
        `<p><iframe src="https://www.youtube-nocookie.com/embed/${id}" title="Відео YouTube" width="560" height="315" allowfullscreen></iframe></p><p><br></p>`,
      );
    }
    setInline(null);
  };

  const tools: [string, () => void][] = [
    ['Заголовок H2', () => exec('formatBlock', 'h2')],
    ['Заголовок H3', () => exec('formatBlock', 'h3')],
    ['Абзац', () => exec('formatBlock', 'p')],
    ['Жирний', () => exec('bold')],
    ['Курсив', () => exec('italic')],
    ['Маркований список', () => exec('insertUnorderedList')],
    ['Нумерований список', () => exec('insertOrderedList')],
    ['Посилання', () => setInline({ kind: 'link', value: 'https://' })],
    ['Зображення', () => fileInput.current?.click()],
    ['YouTube', () => setInline({ kind: 'youtube', value: '' })],
  ];

  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <div role="toolbar" aria-label="Форматування" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {tools.map(([title, run]) => (
          <button
            key={title}
            type="button"
            className="btn-ghost px-2 py-1 text-xs"
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
          >
            {title}
          </button>
        ))}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label="Файл зображення"
          tabIndex={-1}
          onChange={(e) => handleImage(e.target.files?.[0])}
        />
      </div>
      {inline ? (
        <div className="flex flex-col gap-2 border-b border-slate-200 p-2 sm:flex-row">
          <input
            className="input"
            aria-label={inline.kind === 'link' ? 'Адреса посилання' : 'Посилання на відео YouTube'}
            value={inline.value}
            // biome-ignore lint/a11y/noAutofocus: the field opens on the user's request
            autoFocus
            onChange={(e) => setInline({ ...inline, value: e.target.value })}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              handleInlineSubmit();
            }}
          />
          <button type="button" className="btn-primary" onClick={handleInlineSubmit}>
            Вставити
          </button>
          <button type="button" className="btn-ghost" onClick={() => setInline(null)}>
            Скасувати
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area cannot be a textarea */}
      <div
        ref={area}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={label}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        className="prose-content min-h-64 p-3 outline-none [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full"
        onInput={sync}
        onBlur={() => {
          remember();
          sync();
        }}
        onKeyUp={remember}
        onMouseUp={remember}
      />
    </div>
  );
}
