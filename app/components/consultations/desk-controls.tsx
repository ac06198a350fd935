import { useState } from 'react';
import { api } from '../../lib/api';
import { RichTextEditor } from '../news/rich-text-editor';
import type { QuestionData } from './question-view';

export interface CannedReply {
  id: number;
  title: string;
  body: string;
  service: string | null;
}

/** The consultant's controls: take, answer or ask to clarify (rich text, canned replies), return, publish. */
export function DeskControls({
  question,
  canned,
  onDone,
}: {
  question: QuestionData;
  canned: CannedReply[];
  onDone: () => void;
}) {
  const [html, setHtml] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [initial, setInitial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = async (action: string, body: unknown = {}) => {
    const r = await api.post(`/api/consultations/questions/${question.id}/${action}`, body);
    if (r.ok) {
      setError(null);
      if (action === 'answer' || action === 'clarify') {
        setHtml('');
        setInitial('');
        setEditorKey((k) => k + 1);
      }
      onDone();
    } else setError(r.fields.text?.[0] ?? r.message);
  };
  const handleCanned = (id: string) => {
    const reply = canned.find((c) => String(c.id) === id);
    if (!reply) return;
    setInitial(`${html}${reply.body}`);
    setHtml(`${html}${reply.body}`);
    setEditorKey((k) => k + 1);
  };
  const relevant = canned.filter((c) => !c.service || c.service === question.service);
  return (
    <section className="card flex flex-col gap-3" aria-label="Дії консультанта">
      <div className="flex flex-wrap gap-2">
        {question.status === 'new' ? (
          <button type="button" className="btn-primary" onClick={() => void act('take')}>
            Взяти в роботу
          </button>
        ) : null}
        {question.status === 'inprogress' || question.status === 'clarify' ? (
          <button type="button" className="btn-secondary" onClick={() => void act('status', { status: 'new' })}>
            Повернути в чергу
          </button>
        ) : null}
        {question.status === 'answered' ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void act('publish', { is_published: !question.is_published })}
          >
            {question.is_published ? 'Прибрати з архіву' : 'Опублікувати в архіві'}
          </button>
        ) : null}
      </div>
      {relevant.length ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Шаблон відповіді
          <select className="input" value="" onChange={(e) => handleCanned(e.target.value)}>
            <option value="">Оберіть шаблон…</option>
            {relevant.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <RichTextEditor
        key={editorKey}
        initialHtml={initial}
        onChange={setHtml}
        label="Відповідь експерта"
        variant="lead"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void act('answer', { text: html })}>
          Відповісти
        </button>
        <button type="button" className="btn-secondary" onClick={() => void act('clarify', { text: html })}>
          Попросити уточнення
        </button>
      </div>
    </section>
  );
}
