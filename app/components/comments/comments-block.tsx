import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { commentMessages, commentRules, commentsChannel } from '../../../common/comments';
import type { AttachmentView } from '../../../common/attachments';
import { api } from '../../lib/api';
import { useChannel } from '../../lib/realtime';
import { AttachmentPicker } from './attachment-picker';

export interface CommentItem {
  id: number;
  parent_id: number | null;
  user_id: number | null;
  children: CommentItem[];
  created_at: string;
  name: string;
  text: string;
  attachments: AttachmentView[];
  status: 'answered' | 'inprogress' | 'clarify' | null;
  status_text: string | null;
  state: 'visible' | 'blocked';
  is_hit: boolean;
}

export interface CommentsBlockData {
  thread: { id: number; files: number; readonly: number; replies: number; template: string };
  isStaff: boolean;
  data: CommentItem[];
  meta: { total_comments: number };
}

const statusLabels = { answered: 'Відповідь надано', inprogress: 'В роботі', clarify: 'Потрібне уточнення' } as const;

/** Puts a comment into the tree (replacing one with its id), or removes it when `remove` says so. */
function place(list: CommentItem[], item: CommentItem, remove: boolean): CommentItem[] {
  const without = (items: CommentItem[]): CommentItem[] =>
    items.filter((c) => c.id !== item.id).map((c) => ({ ...c, children: without(c.children) }));
  const base = without(list);
  if (remove) return base;
  const existing = (items: CommentItem[]): CommentItem | undefined => {
    for (const c of items) {
      if (c.id === item.id) return c;
      const found = existing(c.children);
      if (found) return found;
    }
  };
  const children = existing(list)?.children ?? item.children;
  const next = { ...item, children };
  if (item.parent_id === null) return [next, ...base];
  const attach = (items: CommentItem[]): CommentItem[] =>
    items.map((c) =>
      c.id === item.parent_id ? { ...c, children: [...c.children, next] } : { ...c, children: attach(c.children) },
    );
  return attach(base);
}

const dateFormat = new Intl.DateTimeFormat('uk-UA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Kyiv',
});

function Comment({ c, isStaff, onBlock }: { c: CommentItem; isStaff: boolean; onBlock: (id: number) => void }) {
  return (
    <li className="border-t border-slate-200 pt-3" data-comment={c.id}>
      <p className="text-sm">
        <span className="font-semibold">{c.name}</span>{' '}
        <time className="text-slate-500" dateTime={c.created_at}>
          {dateFormat.format(new Date(c.created_at))}
        </time>
        {c.status ? <span className="chip ml-2">{statusLabels[c.status]}</span> : null}
        {c.state === 'blocked' ? <span className="chip ml-2">Заблоковано</span> : null}
      </p>
      {/* Sanitised on the server to an allowlist (ADR 023). */}
      <div className="prose prose-sm mt-1 max-w-none break-words" dangerouslySetInnerHTML={{ __html: c.text }} />
      {c.status_text ? <p className="mt-1 text-sm text-slate-600">{c.status_text}</p> : null}
      {c.attachments.length ? (
        <ul className="mt-1 flex flex-wrap gap-2 text-sm" aria-label="Файли">
          {c.attachments.map((a) => (
            <li key={a.id}>
              <a className="underline" href={a.url} download>
                {a.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {isStaff ? (
        <button type="button" className="mt-1 text-sm underline" onClick={() => onBlock(c.id)}>
          {c.state === 'blocked' ? 'Розблокувати' : 'Заблокувати'}
        </button>
      ) : null}
      {c.children.length ? (
        <ul className="ml-4 mt-2 flex flex-col gap-2 sm:ml-8">
          {c.children.map((r) => (
            <Comment key={r.id} c={r} isStaff={isStaff} onBlock={onBlock} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The comments block of an item: the thread's first page from the loader, new comments, staff
 * blocking, and live changes from `comments.{thread}`.
 */
export function CommentsBlock({
  block,
  isSignedIn,
  names,
  others,
}: {
  block: CommentsBlockData;
  isSignedIn: boolean;
  names: string[];
  others: number;
}) {
  const thread = block.thread.id;
  const [items, setItems] = useState(block.data);
  const [total, setTotal] = useState(block.meta.total_comments);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<number[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const reload = useCallback(async () => {
    const res = await api.get<CommentsBlockData>(`/api/comments/${thread}/comments`, { quiet: true });
    if (res.ok) {
      setItems(res.data.data);
      setTotal(res.data.meta.total_comments);
    }
  }, [thread]);
  const live = useChannel(commentsChannel(thread), (event, payload) => {
    if (event === 'thread.updated') return void reload();
    const comment = (payload as { comment?: CommentItem }).comment;
    if (!comment) return;
    const isGone = event === 'comment.deleted' || (comment.state === 'blocked' && !block.isStaff);
    setItems((list) => place(list, comment, isGone));
    if (event === 'comment.created') setTotal((n) => n + 1);
    if (isGone) setTotal((n) => Math.max(0, n - 1));
  });
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(commentMessages.textRequired);
    setSending(true);
    const res = await api.post<{ data: CommentItem }>(`/api/comments/${thread}/comments`, {
      text,
      attachments: files,
    });
    setSending(false);
    if (!res.ok) return setError(Object.values(res.fields)[0]?.[0] ?? res.message);
    setError(null);
    setText('');
    setFiles([]);
    setPickerKey((k) => k + 1);
    setItems((list) => place(list, res.data.data, false));
    toast.success(commentMessages.posted);
  };
  const handleBlock = async (id: number) => {
    const res = await api.post<{ data: CommentItem }>(`/api/comments/${thread}/comments/${id}/block`);
    if (res.ok) setItems((list) => place(list, res.data.data, false));
  };
  const handleKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl+Enter inserts a line break (spec part 1 §5).
    if (e.key !== 'Enter' || !e.ctrlKey) return;
    e.preventDefault();
    const el = e.currentTarget;
    const next = `${el.value.slice(0, el.selectionStart)}\n${el.value.slice(el.selectionEnd)}`;
    const caret = el.selectionStart + 1;
    setText(next.slice(0, commentRules.textMax));
    requestAnimationFrame(() => el.setSelectionRange(caret, caret));
  };
  return (
    <section id="comments" aria-labelledby="comments-title" className="card mt-8" data-live={live}>
      <h2 id="comments-title" className="text-lg font-semibold">
        Коментарі <span className="text-slate-500">({total})</span>
      </h2>
      {names.length ? (
        <p className="mt-1 text-sm text-slate-600">
          {names.join(', ')}
          {others ? ` та ще ${others}` : ''}
        </p>
      ) : null}
      {block.thread.readonly === 1 ? (
        <p className="mt-3 text-sm text-slate-600">{commentMessages.readonly}</p>
      ) : isSignedIn ? (
        <form className="mt-3" onSubmit={handleSubmit} noValidate>
          <label htmlFor="comment-text" className="text-sm font-medium">
            Ваш коментар
          </label>
          <textarea
            id="comment-text"
            rows={3}
            className="input mt-1 w-full"
            value={text}
            maxLength={commentRules.textMax}
            aria-invalid={Boolean(error)}
            aria-describedby="comment-counter comment-error"
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
          <p id="comment-counter" className="text-right text-xs text-slate-500">
            {text.length}/{commentRules.textMax}
          </p>
          {error ? (
            <p id="comment-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          {block.thread.files === 1 ? (
            <AttachmentPicker
              key={pickerKey}
              uploadUrl={`/api/comments/${thread}/comments/attachment`}
              onChange={setFiles}
            />
          ) : null}
          <button type="submit" className="btn-primary mt-3" disabled={isSending}>
            Надіслати
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Щоб коментувати, увійдіть або зареєструйтеся.</p>
      )}
      <ul className="mt-4 flex flex-col gap-3" aria-label="Список коментарів">
        {items.map((c) => (
          <Comment key={c.id} c={c} isStaff={block.isStaff} onBlock={handleBlock} />
        ))}
      </ul>
    </section>
  );
}
