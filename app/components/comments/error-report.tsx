import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorReportSchema, errorReportTexts } from '../../../common/error-report';
import { zodFieldMessages } from '../../../common/errors';
import { limits } from '../../../common/limits';
import { api } from '../../lib/api';
import { useRootData } from '../../root';
import { Modal } from '../ui/modal';
import { AttachmentPicker } from './attachment-picker';
import '../../lib/zod-jitless';

type Fields = 'email' | 'url' | 'question';

/** The report form in its modal; loaded when the button is first pressed (error-report-button.tsx). */
export default function ErrorReportModal({ onClose }: { onClose: () => void }) {
  const { user, theme } = useRootData();
  const location = useLocation();
  const [values, setValues] = useState<Record<Fields, string>>({
    email: user?.email ?? '',
    url: typeof window === 'undefined' ? location.pathname : window.location.href,
    question: '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [files, setFiles] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const [isSending, setSending] = useState(false);
  const thread = limits.errorReportThreads[theme];

  const check = (next: Record<Fields, string>) => {
    const parsed = errorReportSchema.safeParse(next);
    return parsed.success ? {} : zodFieldMessages(parsed.error);
  };
  // Validation on blur, then on every change once the field has shown an error (spec part 1 §5).
  const handleChange = (field: Fields, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) setErrors(check(next));
  };
  const handleBlur = (field: Fields) => {
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors(check(values));
  };
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setTouched({ email: true, url: true, question: true });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    const res = await api.post(
      '/api/error-report',
      { ...values, name: user?.name || undefined, attachments: files },
      { quiet: true },
    );
    setSending(false);
    if (res.ok) return setSent(true);
    if (res.status === 422 && res.fields.email?.length && Object.keys(res.fields).length === 1) {
      return setFailure(res.message);
    }
    if (Object.keys(res.fields).length) return setErrors(res.fields);
    setFailure(res.message);
  };
  const field = (name: Fields, label: string, multiline = false) => {
    const error = touched[name] ? errors[name]?.[0] : undefined;
    const props = {
      id: `report-${name}`,
      name,
      value: values[name],
      className: 'input mt-1 w-full',
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `report-${name}-error` : undefined,
      onBlur: () => handleBlur(name),
    };
    return (
      <div className="mt-3">
        <label htmlFor={props.id} className="text-sm font-medium">
          {label}
        </label>
        {multiline ? (
          <textarea rows={3} {...props} onChange={(e) => handleChange(name, e.currentTarget.value)} />
        ) : (
          <input {...props} onChange={(e) => handleChange(name, e.currentTarget.value)} />
        )}
        {error ? (
          <p id={`report-${name}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={errorReportTexts.title}>
      {isSent ? (
        <div role="status">
          <p>{errorReportTexts.success}</p>
          <button type="button" className="btn-primary mt-4" onClick={onClose}>
            Добре
          </button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          {field('email', 'E-mail')}
          {field('url', 'Адреса сторінки')}
          {field('question', 'Опишіть помилку', true)}
          <AttachmentPicker uploadUrl={`/api/comments/${thread}/comments/attachment`} onChange={setFiles} />
          {failure ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="btn-primary mt-4" disabled={isSending}>
            Надіслати
          </button>
        </form>
      )}
    </Modal>
  );
}
