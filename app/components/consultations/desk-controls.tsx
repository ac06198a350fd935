import { useId, useState } from 'react';
import { consultationService, type ConsultationServiceSlug } from '../../../common/consultation-services';
import { consultationMessages as texts } from '../../../common/consultations';
import { api } from '../../lib/api';
import { RichTextEditor } from '../news/rich-text-editor';
import type { QuestionData } from './question-view';

interface AnswerFile {
  id: number;
  name: string;
  url: string;
  size: number;
}

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
  const [files, setFiles] = useState<AnswerFile[]>([]);
  const filesId = useId();
  const act = async (action: string, body: unknown = {}) => {
    const r = await api.post(`/api/consultations/questions/${question.id}/${action}`, body);
    if (r.ok) {
      setError(null);
      if (action === 'answer' || action === 'clarify') {
        setHtml('');
        setInitial('');
        setFiles([]);
        setEditorKey((k) => k + 1);
      }
      onDone();
    } else setError(r.fields.text?.[0] ?? r.fields.attachments?.[0] ?? r.message);
  };
  const record = consultationService(question.service as ConsultationServiceSlug).record;
  const handleFiles = async (list: FileList | null) => {
    let count = files.length;
    for (const file of Array.from(list ?? [])) {
      if (count >= 5) {
        setError(texts.attachmentsCount);
        return;
      }
      const form = new FormData();
      form.append('file', file);
      const r = await api.post<{ data: AnswerFile }>(`/api/consultations/${record}/consultations/attachment`, form);
      if (r.ok) {
        count += 1;
        setFiles((f) => [...f, r.data.data]);
      } else setError(r.fields.file?.[0] ?? r.message);
    }
  };
  const message = () => ({ text: html, attachments: files.map((f) => f.id) });
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
      <div className="flex flex-col gap-1">
        <label htmlFor={filesId} className="text-sm font-medium">
          Файли до відповіді (до 5)
        </label>
        <input id={filesId} type="file" multiple onChange={(e) => void handleFiles(e.target.files)} />
        {files.length ? (
          <ul className="text-sm text-slate-700" aria-label="Файли відповіді, додані">
            {files.map((f) => (
              <li key={f.id} className="flex items-center gap-2">
                {f.name}
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
                >
                  Прибрати
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void act('answer', message())}>
          Відповісти
        </button>
        <button type="button" className="btn-secondary" onClick={() => void act('clarify', message())}>
          Попросити уточнення
        </button>
      </div>
    </section>
  );
}
