import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatTimeLeft, minutesLeft } from '../../../common/consultations';
import { api } from '../../lib/api';
import { useChannel } from '../../lib/realtime';
import { useRootData } from '../../root';
import { Textarea } from '../ui/input';
import { DeskControls, type CannedReply } from './desk-controls';
import { refreshUnread } from './unread';
import { kyivShortDateTime } from '../../../common/uk-locale';

export interface QuestionData {
  id: number;
  service: string;
  service_title: string;
  text: string;
  status: string;
  status_name: string;
  rating: number | null;
  taken_by: { id: number; name: string } | null;
  created_at: string;
  promise_minutes?: number;
  author?: { id: number; name: string; email: string } | null;
  is_published: boolean;
  attachments?: { id: number; name: string; url: string; size: number }[];
  messages?: {
    id: number;
    kind: string;
    body: string;
    created_at: string;
    author_name: string | null;
    attachments?: { id: number; name: string; url: string; size: number }[];
  }[];
}

const kindNames: Record<string, string> = { answer: 'Відповідь', clarify: 'Уточнення', reply: 'Ваше повідомлення' };

/** The conversation, live: a change of this question reloads the page data (and the read mark with it). */
export function QuestionView({
  question,
  canned,
  userId,
}: {
  question: QuestionData;
  canned: CannedReply[];
  userId: number;
}) {
  const { user } = useRootData();
  const isStaff = Boolean(user?.options.consultant);
  const isAuthor = !isStaff || question.author?.id === userId;
  const revalidator = useRevalidator();
  useChannel(isStaff ? 'consultations' : `consultations.${userId}`, (_event, payload) => {
    if ((payload as { id?: number } | null)?.id === question.id) void revalidator.revalidate();
  });
  // Opening (or reloading) the question marks it read on the server; the tab's counter follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer set is a fresh read
  useEffect(() => {
    if (isAuthor) void refreshUnread();
  }, [question.messages?.length, question.status, isAuthor]);
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-col gap-2">
        <p className="text-sm text-slate-600">
          {question.service_title} · {kyivShortDateTime(question.created_at)} ·{' '}
          <span data-testid="question-status">{question.status_name}</span>
          {question.taken_by ? ` · консультант: ${question.taken_by.name}` : ''}
        </p>
        {isStaff && question.promise_minutes && question.status !== 'answered' ? (
          <p className="text-sm font-medium text-amber-800">
            {formatTimeLeft(minutesLeft(new Date(question.created_at), question.promise_minutes))}
          </p>
        ) : null}
        <p className="whitespace-pre-line" data-testid="question-text">
          {question.text}
        </p>
        {question.attachments?.length ? (
          <ul className="text-sm" aria-label="Файли запитання">
            {question.attachments.map((f) => (
              <li key={f.id}>
                <a href={f.url} className="text-[var(--color-primary)] hover:underline">
                  {f.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3" aria-label="Листування">
        {(question.messages ?? []).map((m) => (
          <li key={m.id} className={`card ${m.kind === 'reply' ? 'ml-8' : ''}`} data-kind={m.kind}>
            <p className="text-sm text-slate-600">
              {kindNames[m.kind]}
              {m.author_name ? ` · ${m.author_name}` : ''} · {kyivShortDateTime(m.created_at)}
            </p>
            <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: m.body }} />
            {m.attachments?.length ? (
              <ul className="mt-2 text-sm" aria-label={`Файли: ${kindNames[m.kind]}`}>
                {m.attachments.map((f) => (
                  <li key={f.id}>
                    <a href={f.url} className="text-[var(--color-primary)] hover:underline" download>
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {isAuthor && !isStaff ? <AuthorControls question={question} onDone={() => revalidator.revalidate()} /> : null}
      {isStaff ? <DeskControls question={question} canned={canned} onDone={() => revalidator.revalidate()} /> : null}
    </div>
  );
}

function AuthorControls({ question, onDone }: { question: QuestionData; onDone: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canReply = question.status === 'clarify' || question.status === 'answered';
  const handleReply = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await api.post(`/api/consultations/questions/${question.id}/reply`, { text });
    if (r.ok) {
      setText('');
      onDone();
    } else setError(r.fields.text?.[0] ?? r.message);
  };
  const handleRate = async (rating: number) => {
    if ((await api.post(`/api/consultations/questions/${question.id}/rate`, { rating })).ok) onDone();
  };
  return (
    <div className="flex flex-col gap-3">
      {question.status === 'answered' ? (
        <fieldset className="flex items-center gap-2">
          <legend className="text-sm font-medium">Оцініть відповідь</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={`btn-secondary ${question.rating === n ? 'ring-2 ring-[var(--color-primary)]' : ''}`}
              aria-pressed={question.rating === n}
              onClick={() => void handleRate(n)}
            >
              {n}
            </button>
          ))}
        </fieldset>
      ) : null}
      {canReply ? (
        <form className="card flex flex-col gap-2" onSubmit={handleReply}>
          <label htmlFor="reply-text" className="text-sm font-medium">
            {question.status === 'clarify' ? 'Уточнення для експерта' : 'Додаткове запитання'}
          </label>
          <Textarea id="reply-text" rows={3} value={text} onValueChange={setText} invalid={Boolean(error)} />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn-primary">
              Надіслати
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
