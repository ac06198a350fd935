import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../ui/toast';
import { api } from '../../lib/api';
import { cleanPastedHtml } from './paste-cleanup';
import { VideoEmbed } from './video-embed';

type Inline = { kind: 'link' | 'video'; value: string } | null;

/** Uploads an image through the news API; resolves with its URL (201 + image_url, spec part 1 §5). */
export async function uploadNewsImage(file: File, title = ''): Promise<string> {
  const form = new FormData();
  form.set('title', title || file.name);
  form.set('image', file);
  const r = await api.post<{ image_url?: string }>('/api/news/image', form, { quiet: true });
  if (!r.ok) throw new Error(r.fields.image?.[0] ?? r.message ?? 'There was a problem with the request');
  if (r.status !== 201 || !r.data.image_url) throw new Error('There was a problem with the request');
  return r.data.image_url;
}

/**
 * The schema is the allowlist: only what the server's sanitizer keeps can exist in the document
 * (headings 2–4, paragraphs, lists, bold/italic/underline/strike, links, quotes, rules, images,
 * YouTube/Vimeo players), so pasted Word or Google Docs markup arrives as plain structure.
 */
function extensionsFor(variant: 'full' | 'lead') {
  const isLead = variant === 'lead';
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: isLead ? false : { levels: [2, 3, 4] },
      blockquote: isLead ? false : undefined,
      horizontalRule: isLead ? false : undefined,
      bulletList: isLead ? false : undefined,
      orderedList: isLead ? false : undefined,
      listItem: isLead ? false : undefined,
      listKeymap: isLead ? false : undefined,
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
    }),
    ...(isLead ? [] : [Image.configure({ inline: false }), VideoEmbed]),
  ];
}

interface Tool {
  title: string;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
}

const BLOCK_TOOLS: Tool[] = [
  {
    title: 'Заголовок H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    title: 'Заголовок H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive('heading', { level: 3 }),
  },
  { title: 'Абзац', run: (e) => e.chain().focus().setParagraph().run(), isActive: (e) => e.isActive('paragraph') },
];
const MARK_TOOLS: Tool[] = [
  { title: 'Жирний', run: (e) => e.chain().focus().toggleBold().run(), isActive: (e) => e.isActive('bold') },
  { title: 'Курсив', run: (e) => e.chain().focus().toggleItalic().run(), isActive: (e) => e.isActive('italic') },
];
const LIST_TOOLS: Tool[] = [
  {
    title: 'Маркований список',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    isActive: (e) => e.isActive('bulletList'),
  },
  {
    title: 'Нумерований список',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    isActive: (e) => e.isActive('orderedList'),
  },
  {
    title: 'Цитата',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    isActive: (e) => e.isActive('blockquote'),
  },
];

/** The document as stored: an empty editor is an empty string, not "<p></p>". */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich-text field of the news editor (TipTap): Enter makes a new paragraph, the toolbar sets
 * headings, lists, marks, links, uploaded images and video players. `variant="lead"` is the short
 * announcement: paragraphs, marks and links only. The server sanitizes whatever arrives.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  describedBy,
  variant = 'full',
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  describedBy?: string;
  variant?: 'full' | 'lead';
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [inline, setInline] = useState<Inline>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const attributes = (invalidBy?: string): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(invalidBy ? { 'aria-invalid': 'true', 'aria-describedby': invalidBy } : {}),
    class:
      `prose-content ${variant === 'lead' ? 'min-h-24' : 'min-h-64'} p-3 outline-none ` +
      `[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full`,
  });
  const editor = useEditor({
    extensions: extensionsFor(variant),
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: attributes(describedBy), transformPastedHTML: cleanPastedHtml },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the error reference changes the attributes
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(describedBy), transformPastedHTML: cleanPastedHtml } });
  }, [editor, describedBy]);

  const handleImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      const src = await uploadNewsImage(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
      toast.success('Зображення додано');
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const handleInlineSubmit = () => {
    if (!inline || !editor) return;
    if (inline.kind === 'link') {
      if (!/^(https?:\/\/|mailto:|\/)/.test(inline.value))
        return toast.error('Введіть адресу, що починається з https://');
      editor.chain().focus().extendMarkRange('link').setLink({ href: inline.value }).run();
    } else if (!editor.chain().focus().setVideoEmbed(inline.value).run()) {
      return toast.error('Вставте посилання на відео YouTube або Vimeo');
    }
    setInline(null);
  };

  const tools: Tool[] =
    variant === 'lead'
      ? [...MARK_TOOLS, { title: 'Посилання', run: () => setInline({ kind: 'link', value: 'https://' }) }]
      : [
          ...BLOCK_TOOLS,
          ...MARK_TOOLS,
          ...LIST_TOOLS,
          { title: 'Посилання', run: () => setInline({ kind: 'link', value: 'https://' }) },
          { title: 'Зображення', run: () => fileInput.current?.click() },
          { title: 'YouTube', run: () => setInline({ kind: 'video', value: '' }) },
        ];

  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <div
        role="toolbar"
        aria-label={variant === 'lead' ? 'Форматування анонсу' : 'Форматування'}
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.title}
            type="button"
            className="btn-ghost px-2 py-1 text-xs aria-pressed:bg-slate-200"
            aria-pressed={tool.isActive && editor ? tool.isActive(editor) : undefined}
            disabled={!editor}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.title}
          </button>
        ))}
        {variant === 'full' ? (
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            aria-label="Файл зображення"
            tabIndex={-1}
            onChange={(e) => handleImage(e.target.files?.[0])}
          />
        ) : null}
      </div>
      {inline ? (
        <div className="flex flex-col gap-2 border-b border-slate-200 p-2 sm:flex-row">
          <input
            className="input"
            aria-label={inline.kind === 'link' ? 'Адреса посилання' : 'Посилання на відео YouTube або Vimeo'}
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
      <EditorContent editor={editor} />
    </div>
  );
}
