import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { toast } from '../ui/toast';
import {
  canEditComment,
  type CommentStatus,
  commentMessages,
  commentRules,
  commentStatusLabels,
  commentsChannel,
  countComments,
  takeComments,
} from '../../../common/comments';
import type { AttachmentView } from '../../../common/attachments';
import { api } from '../../lib/api';
import { useChannel } from '../../lib/realtime';
import { AttachmentPicker } from './attachment-picker';
import { useChunked } from './use-chunked';

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
  /** The signed-in viewer's id (own comments can be edited); absent for guests. */
  viewerId?: number | null;
  /** The thread's latest commenters and how many others (when the page's item does not name them). */
  names?: string[];
  others?: number;
  data: CommentItem[];
  meta: { total_comments: number; current_page?: number; last_page?: number; total?: number };
}

type Page = { data: CommentItem[]; meta: CommentsBlockData['meta'] };

const PER_PAGE = 20;

/** Puts a comment into the tree (replacing one with its id), or removes it when `remove` says so. */
function place(list: CommentItem[], item: CommentItem, remove: boolean): CommentItem[] {
  const without = (items: CommentItem[]): CommentItem[] =>
    items.filter((c) => c.id !== item.id).map((c) => ({ ...c, children: without(c.children) }));
  const existing = (items: CommentItem[]): CommentItem | undefined => {
    for (const c of items) {
      if (c.id === item.id) return c;
      const found = existing(c.children);
      if (found) return found;
    }
  };
  const found = existing(list);
  if (remove) return found ? without(list) : list;
  const next = { ...item, children: found?.children ?? item.children };
  if (found) {
    // In place: an edit or a status change keeps the comment where it is.
    const swap = (items: CommentItem[]): CommentItem[] =>
      items.map((c) => (c.id === item.id ? next : { ...c, children: swap(c.children) }));
    return swap(list);
  }
  if (item.parent_id === null) return [next, ...list];
  const attach = (items: CommentItem[]): CommentItem[] =>
    items.map((c) =>
      c.id === item.parent_id ? { ...c, children: [...c.children, next] } : { ...c, children: attach(c.children) },
    );
  return attach(list);
}

/** Appends a page, leaving out comments already shown (live ones shift the pages' offsets). */
function appendPage(list: CommentItem[], more: CommentItem[]): CommentItem[] {
  const seen = new Set(list.map((c) => c.id));
  return [...list, ...more.filter((c) => !seen.has(c.id))];
}

const dateFormat = new Intl.DateTimeFormat('uk-UA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Kyiv',
});

/** The clock for the edit window, read only in the browser (SSR shows no edit buttons). */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A textarea with the spec's rules: counter against the maximum, Ctrl+Enter inserts a line break. */
function CommentText({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  const handleKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl+Enter inserts a line break (spec part 1 §5).
    if (e.key !== 'Enter' || !e.ctrlKey) return;
    e.preventDefault();
    const el = e.currentTarget;
    const next = `${el.value.slice(0, el.selectionStart)}\n${el.value.slice(el.selectionEnd)}`;
    const caret = el.selectionStart + 1;
    onChange(next.slice(0, commentRules.textMax));
    requestAnimationFrame(() => el.setSelectionRange(caret, caret));
  };
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className="input mt-1 w-full"
        value={value}
        maxLength={commentRules.textMax}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-counter ${id}-error`}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click on this comment
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={handleKeyDown}
      />
      <p id={`${id}-counter`} className="text-right text-xs text-slate-500">
        {value.length}/{commentRules.textMax}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** An inline form under a comment: reply, edit or a clarification request. */
function InlineForm({
  label,
  submit,
  initial = '',
  onSend,
  onCancel,
}: {
  label: string;
  submit: string;
  initial?: string;
  onSend: (text: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(commentMessages.textRequired);
    setSending(true);
    const failure = await onSend(text);
    setSending(false);
    setError(failure);
  };
  return (
    <form className="mt-2" onSubmit={handleSubmit} noValidate>
      <CommentText id={id} label={label} value={text} onChange={setText} error={error} autoFocus />
      <div className="mt-1 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSending}>
          {submit}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Скасувати
        </button>
      </div>
    </form>
  );
}

/**
 * The stored HTML as the author typed it: line breaks back to new lines; a text without other markup
 * is shown decoded (the server escapes it again on save).
 */
function editableText(html: string): string {
  const lines = html.replace(/<br\s*\/?>/gi, '\n');
  if (/<[a-z]/i.test(lines)) return lines;
  return new DOMParser().parseFromString(`<body>${lines}</body>`, 'text/html').body.textContent ?? lines;
}

type Open = { id: number; form: 'reply' | 'edit' | 'clarify' } | null;

interface Actions {
  canReply: boolean;
  isStaff: boolean;
  viewerId: number | null;
  now: number | null;
  open: Open;
  setOpen: (o: Open) => void;
  reply: (c: CommentItem, text: string) => Promise<string | null>;
  edit: (c: CommentItem, text: string) => Promise<string | null>;
  clarify: (c: CommentItem, text: string) => Promise<string | null>;
  moderate: (c: CommentItem, action: 'block' | 'hit' | 'delete' | { status: CommentStatus | null }) => void;
}

const link = 'text-sm text-[var(--color-primary)] underline';

const Comment = memo(function Comment({
  c,
  actions,
  nested = true,
}: {
  c: CommentItem;
  actions: Actions;
  nested?: boolean;
}) {
  const { isStaff, open, setOpen } = actions;
  const isOpen = (form: 'reply' | 'edit' | 'clarify') => open?.id === c.id && open.form === form;
  const isOwn = actions.viewerId !== null && c.user_id === actions.viewerId;
  const canEdit = actions.now !== null && canEditComment(c, { id: actions.viewerId, isStaff, now: actions.now });
  return (
    <li className="border-t border-slate-200 pt-3" data-comment={c.id}>
      <p className="text-sm">
        <span className="font-semibold">{c.name}</span>{' '}
        <time className="text-slate-500" dateTime={c.created_at}>
          {dateFormat.format(new Date(c.created_at))}
        </time>
        {c.status ? <span className="chip ml-2">{commentStatusLabels[c.status]}</span> : null}
        {c.is_hit ? <span className="chip ml-2">Хіт</span> : null}
        {c.state === 'blocked' ? <span className="chip ml-2">Заблоковано</span> : null}
      </p>
      {isOpen('edit') ? (
        <InlineForm
          label="Текст коментаря"
          submit="Зберегти"
          initial={editableText(c.text)}
          onSend={(text) => actions.edit(c, text)}
          onCancel={() => setOpen(null)}
        />
      ) : (
        // Sanitised on the server to an allowlist (ADR 023).
        <div className="prose prose-sm mt-1 max-w-none break-words" dangerouslySetInnerHTML={{ __html: c.text }} />
      )}
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
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {actions.canReply && c.state === 'visible' ? (
          <button type="button" className={link} onClick={() => setOpen({ id: c.id, form: 'reply' })}>
            Відповісти
          </button>
        ) : null}
        {canEdit ? (
          <button type="button" className={link} onClick={() => setOpen({ id: c.id, form: 'edit' })}>
            Редагувати
          </button>
        ) : null}
        {isOwn || isStaff ? (
          <button type="button" className={link} onClick={() => actions.moderate(c, 'delete')}>
            Видалити
          </button>
        ) : null}
      </div>
      {isStaff ? (
        <fieldset className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          <legend className="sr-only">Модерація</legend>
          {c.status !== 'inprogress' ? (
            <button type="button" className={link} onClick={() => actions.moderate(c, { status: 'inprogress' })}>
              Взяти в роботу
            </button>
          ) : null}
          {c.status !== 'answered' ? (
            <button type="button" className={link} onClick={() => actions.moderate(c, { status: 'answered' })}>
              Позначити як відповідь надано
            </button>
          ) : null}
          <button type="button" className={link} onClick={() => setOpen({ id: c.id, form: 'clarify' })}>
            Уточнити
          </button>
          {c.status ? (
            <button type="button" className={link} onClick={() => actions.moderate(c, { status: null })}>
              Зняти статус
            </button>
          ) : null}
          <button type="button" className={link} onClick={() => actions.moderate(c, 'hit')}>
            {c.is_hit ? 'Зняти позначку «Хіт»' : 'Позначити як хіт'}
          </button>
          <button type="button" className={link} onClick={() => actions.moderate(c, 'block')}>
            {c.state === 'blocked' ? 'Розблокувати' : 'Заблокувати'}
          </button>
        </fieldset>
      ) : null}
      {isOpen('reply') ? (
        <InlineForm
          label="Ваша відповідь"
          submit="Надіслати відповідь"
          onSend={(text) => actions.reply(c, text)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {isOpen('clarify') ? (
        <InlineForm
          label="Що потрібно уточнити"
          submit="Надіслати запит"
          initial={c.status === 'clarify' ? (c.status_text ?? '') : ''}
          onSend={(text) => actions.clarify(c, text)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {nested && c.children.length ? (
        <ul className="ml-4 mt-2 flex flex-col gap-2 sm:ml-8">
          {c.children.map((r) => (
            <Comment key={r.id} c={r} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

const failureText = (res: { message: string; fields: Record<string, string[]> }) =>
  Object.values(res.fields)[0]?.[0] ?? res.message;

/**
 * The comments block of an item: the thread's first page from the loader, «load more», new
 * comments and replies, editing within the edit window, staff statuses and moderation, a search
 * view, and live changes from `comments.{thread}`. Long lists render in chunks (spec part 2 §9).
 */
export function CommentsBlock({
  block,
  isSignedIn,
  names: namesProp,
  others: othersProp,
  refreshOnMount = false,
}: {
  block: CommentsBlockData;
  isSignedIn: boolean;
  names?: string[];
  others?: number;
  /** Re-read the shown page once mounted: the block's code arrived after the page's HTML (ADR 041). */
  refreshOnMount?: boolean;
}) {
  const thread = block.thread.id;
  const names = namesProp ?? block.names ?? [];
  const others = othersProp ?? block.others ?? 0;
  const base = `/api/comments/${thread}/comments`;
  const isReadonly = block.thread.readonly === 1;
  const [items, setItems] = useState(block.data);
  const [total, setTotal] = useState(block.meta.total_comments);
  const [loaded, setLoaded] = useState({
    page: block.meta.current_page ?? 1,
    last: block.meta.last_page ?? 1,
    all: false,
  });
  const [generation, setGeneration] = useState(0);
  const [isLoading, setLoading] = useState(false);
  const [text, setText] = useState('');
  const [notify, setNotify] = useState(false);
  const [files, setFiles] = useState<number[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{
    q: string;
    data: CommentItem[];
    page: number;
    last: number;
    total: number;
  } | null>(null);
  const now = useNow();

  const fetchPage = useCallback(
    async (page: number, limit: number) => {
      const res = await api.get<Page>(`${base}?page=${page}&limit=${limit}`, { quiet: true });
      return res.ok ? res.data : null;
    },
    [base],
  );
  const reload = useCallback(async () => {
    // As much as is shown: the pages loaded so far, or the whole thread.
    const limit = loaded.all ? commentRules.limitMax : Math.min(commentRules.limitMax, loaded.page * PER_PAGE);
    const res = await fetchPage(1, limit);
    if (!res) return;
    setItems(res.data);
    setTotal(res.meta.total_comments);
  }, [fetchPage, loaded]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the block's code arrives
  useEffect(() => {
    if (refreshOnMount) void reload();
  }, []);
  const handleMore = async (all: boolean) => {
    setLoading(true);
    const res = all ? await fetchPage(1, commentRules.limitMax) : await fetchPage(loaded.page + 1, PER_PAGE);
    setLoading(false);
    if (!res) return toast.error(commentMessages.loadFailed);
    if (all) {
      setItems(res.data);
      setGeneration((g) => g + 1);
      setLoaded({ page: 1, last: 1, all: true });
    } else {
      setItems((list) => appendPage(list, res.data));
      setLoaded({ page: res.meta.current_page ?? loaded.page + 1, last: res.meta.last_page ?? 1, all: false });
    }
    setTotal(res.meta.total_comments);
  };

  const runSearch = async (q: string, page: number, all = false) => {
    setLoading(true);
    const limit = all ? commentRules.limitMax : PER_PAGE;
    const res = await api.get<Page>(
      `/api/comments/v2/${thread}/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}`,
      { quiet: true },
    );
    setLoading(false);
    if (!res.ok) return toast.error(res.message);
    const { data, meta } = res.data;
    if (page > 1) {
      setSearch((s) => (s ? { ...s, data: appendPage(s.data, data), page, last: meta.last_page ?? 1 } : s));
    } else {
      setGeneration((g) => g + 1);
      setSearch({ q, data, page: all ? (meta.last_page ?? 1) : 1, last: meta.last_page ?? 1, total: meta.total ?? 0 });
    }
  };
  const handleSearch = (e: React.FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    setOpen(null);
    void runSearch(query.trim(), 1);
  };
  const closeSearch = () => {
    setSearch(null);
    setQuery('');
    setGeneration((g) => g + 1);
  };

  const live = useChannel(commentsChannel(thread), (event, payload) => {
    if (event === 'thread.updated') return void reload();
    const comment = (payload as { comment?: CommentItem }).comment;
    if (!comment) return;
    const isGone = event === 'comment.deleted' || (comment.state === 'blocked' && !block.isStaff);
    setItems((list) => place(list, comment, isGone));
    setSearch((s) => {
      if (!s?.data.some((c) => c.id === comment.id)) return s;
      return {
        ...s,
        data: isGone
          ? s.data.filter((c) => c.id !== comment.id)
          : place(s.data, { ...comment, parent_id: null }, false),
      };
    });
    if (event === 'comment.created') setTotal((n) => n + 1);
    if (isGone) setTotal((n) => Math.max(0, n - 1));
  });

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(commentMessages.textRequired);
    setSending(true);
    const res = await api.post<{ data: CommentItem }>(base, {
      text,
      attachments: files,
      ...(block.thread.replies === 2 ? { options: { notification: notify } } : {}),
    });
    setSending(false);
    if (!res.ok) return setError(failureText(res));
    setError(null);
    setText('');
    setNotify(false);
    setFiles([]);
    setPickerKey((k) => k + 1);
    setItems((list) => place(list, res.data.data, false));
    toast.success(commentMessages.posted);
  };

  const after = (res: Awaited<ReturnType<typeof api.post<{ data: CommentItem }>>>, success?: string) => {
    if (!res.ok) return failureText(res);
    setItems((list) => place(list, res.data.data, false));
    setSearch((s) =>
      s?.data.some((c) => c.id === res.data.data.id)
        ? { ...s, data: place(s.data, { ...res.data.data, parent_id: null }, false) }
        : s,
    );
    setOpen(null);
    if (success) toast.success(success);
    return null;
  };
  const canReply = isSignedIn && (!isReadonly || block.isStaff);
  // Stable between renders that change nothing of it, so the memoised comments of a long list stay put.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers use only state setters and the thread
  const actions: Actions = useMemo(
    () => ({
      canReply,
      isStaff: block.isStaff,
      viewerId: block.viewerId ?? null,
      now,
      open,
      setOpen,
      reply: async (c, body) => {
        // A staff answer marks the question answered (and may go out by e-mail); readers reply in the thread.
        const res = block.isStaff
          ? await api.post<{ data: CommentItem }>(`${base}/${c.id}/reply`, { text: body }, { quiet: true })
          : await api.post<{ data: CommentItem }>(base, { text: body, parent_id: c.id }, { quiet: true });
        return after(res, commentMessages.replied);
      },
      edit: async (c, body) =>
        after(await api.post(`${base}/${c.id}/update`, { text: body }, { quiet: true }), commentMessages.saved),
      clarify: async (c, body) => after(await api.post(`${base}/${c.id}/clarify`, { text: body }, { quiet: true })),
      moderate: async (c, action) => {
        if (action === 'delete') {
          const res = await api.delete<{ data: CommentItem }>(`${base}/${c.id}`);
          if (!res.ok) return;
          setItems((list) => place(list, c, true));
          setSearch((s) => (s ? { ...s, data: s.data.filter((x) => x.id !== c.id) } : s));
          toast.success(commentMessages.deleted);
          return;
        }
        const res =
          typeof action === 'string'
            ? await api.post<{ data: CommentItem }>(`${base}/${c.id}/${action}`)
            : await api.post<{ data: CommentItem }>(`${base}/${c.id}/status`, { status: action.status });
        if (res.ok) after(res);
      },
    }),
    [canReply, block.isStaff, block.viewerId, now, open, base],
  );

  const shownCount = useChunked(
    search ? search.data.length : countComments(items),
    search ? 'search' : 'list',
    generation,
  );
  const shown = search ? search.data.slice(0, shownCount) : takeComments(items, shownCount);
  const pending = search ? search.data.length - shown.length : items.length - shown.length;

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
      {isReadonly ? (
        <p className="mt-3 text-sm text-slate-600">{commentMessages.readonly}</p>
      ) : isSignedIn ? (
        <form className="mt-3" onSubmit={handleSubmit} noValidate>
          <CommentText id="comment-text" label="Ваш коментар" value={text} onChange={setText} error={error} />
          {block.thread.replies === 2 ? (
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
              Повідомити мене про відповідь на e-mail
            </label>
          ) : null}
          {block.thread.files === 1 ? (
            <AttachmentPicker key={pickerKey} uploadUrl={`${base}/attachment`} onChange={setFiles} />
          ) : null}
          <button type="submit" className="btn-primary mt-3" disabled={isSending}>
            Надіслати
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Щоб коментувати, увійдіть або зареєструйтеся.</p>
      )}
      <search>
        <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={handleSearch}>
          <label className="flex min-w-0 flex-1 flex-col text-sm font-medium">
            Пошук у коментарях
            <input
              type="search"
              className="input mt-1 w-full"
              value={query}
              maxLength={255}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
          </label>
          <button type="submit" className="btn-secondary" disabled={isLoading}>
            Знайти
          </button>
        </form>
      </search>
      {search ? (
        <>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" role="status">
              {search.total ? `Знайдено коментарів: ${search.total}` : 'Нічого не знайдено'}
            </p>
            <button type="button" className={link} onClick={closeSearch}>
              До всіх коментарів
            </button>
          </div>
          <ul className="mt-2 flex flex-col gap-3" aria-label="Результати пошуку" data-pending={pending}>
            {shown.map((c) => (
              <Comment key={c.id} c={c} actions={actions} nested={false} />
            ))}
          </ul>
          {search.page < search.last ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={isLoading}
                onClick={() => void runSearch(search.q, search.page + 1)}
              >
                Показати ще
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={isLoading}
                onClick={() => void runSearch(search.q, 1, true)}
              >
                Показати всі результати
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-3" aria-label="Список коментарів" data-pending={pending}>
            {shown.map((c) => (
              <Comment key={c.id} c={c} actions={actions} />
            ))}
          </ul>
          {!loaded.all && loaded.page < loaded.last ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={isLoading}
                onClick={() => void handleMore(false)}
              >
                Показати ще
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={isLoading}
                onClick={() => void handleMore(true)}
              >
                Показати всі коментарі
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
