import { useId, useState } from 'react';
import { attachmentRules, attachmentSetError, type AttachmentView } from '../../../common/attachments';
import { msg } from '../../../common/messages';

interface Upload {
  key: string;
  name: string;
  size: number;
  /** 0–100 while sending. */
  progress: number;
  error: string | null;
  done: AttachmentView | null;
}

/** Sends one file with progress (fetch has no upload progress; XMLHttpRequest does). */
function send(url: string, file: File, onProgress: (p: number) => void): Promise<AttachmentView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { data?: AttachmentView; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a non-JSON answer is a failure like any other
      }
      if (xhr.status === 201 && body.data) resolve(body.data);
      else reject(new Error(body.message || msg.attachmentFailure));
    };
    xhr.onerror = () => reject(new Error(msg.attachmentFailure));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}

/**
 * Files for a post (comment, error report): the spec's checks before sending (count, size, names),
 * each file's progress 0–100 and its error; the server checks the content again.
 */
export function AttachmentPicker({ uploadUrl, onChange }: { uploadUrl: string; onChange: (ids: number[]) => void }) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const update = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => {
      const next = list.map((u) => (u.key === key ? { ...u, ...patch } : u));
      onChange(next.flatMap((u) => (u.done ? [u.done.id] : [])));
      return next;
    });
  const handleFiles = (files: FileList | null) => {
    if (!files?.length) return;
    const picked = [...files];
    const planned = [...uploads.filter((u) => !u.error), ...picked];
    const refusal = attachmentSetError(planned.map((f) => ({ name: f.name, size: f.size })));
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    for (const file of picked) {
      const key = `${file.name}-${Math.random()}`;
      setUploads((list) => [...list, { key, name: file.name, size: file.size, progress: 0, error: null, done: null }]);
      send(uploadUrl, file, (progress) => update(key, { progress }))
        .then((done) => update(key, { done, progress: 100 }))
        .catch((err: Error) => update(key, { error: err.message }));
    }
  };
  const remove = (key: string) => update(key, { done: null, error: 'removed' });
  return (
    <div className="mt-2">
      <label htmlFor={id} className="btn-secondary inline-flex cursor-pointer text-sm">
        Додати файли
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={attachmentRules.accept}
        className="sr-only"
        onChange={(e) => {
          handleFiles(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {uploads
          .filter((u) => u.error !== 'removed')
          .map((u) => (
            <li key={u.key} className="flex flex-wrap items-center gap-2">
              <span className="break-all">{u.name}</span>
              {u.error ? (
                <span role="alert" className="text-red-700">
                  {u.error}
                </span>
              ) : (
                <progress max={100} value={u.progress} aria-label={`Завантаження ${u.name}`} className="h-2 w-24" />
              )}
              <button type="button" className="underline" onClick={() => remove(u.key)}>
                Прибрати
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
