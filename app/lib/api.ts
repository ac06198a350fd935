import { toast } from '../components/ui/toast';
import { errorCatalogue } from '../../common/errors';
import { msg } from '../../common/messages';

/**
 * JSON calls from components (modal forms, uploads, toggles): one place that knows the API's
 * error shapes (ARCHITECTURE "Contracts"), so every caller handles failures the same way:
 *  - 422 → `fields` (first message per field) for the form to show under its inputs; no toast;
 *  - 401 → the server's text ('Невірний логін або пароль' for a login), or the access-required
 *    notice for a bare 'Unauthenticated.';
 *  - 429 → the server's spec text ('Забагато спроб…');
 *  - no answer (network failure, offline) → status 0 and the generic 'Сталася якась помилка...'.
 * Every failure except 422-with-fields is toasted unless the caller passes `quiet`.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  message: string;
  fields: Record<string, string[]>;
}

interface CallOptions {
  /** Do not toast; the caller shows the failure itself. */
  quiet?: boolean;
  signal?: AbortSignal;
}

type ErrorAnswer = { message?: string; errors?: Record<string, string[]> };

function failureOf(status: number, body: ErrorAnswer): ApiFailure {
  const fields = body.errors ?? {};
  let message = body.message || msg.campaignFailure;
  if (status === 401 && (!body.message || body.message === errorCatalogue.unauthenticated.message)) {
    message = msg.accessRequired;
  }
  if (status === 429 && !body.message) message = errorCatalogue.too_many_requests.message;
  return { ok: false, status, message, fields };
}

async function call<T>(method: string, url: string, body: unknown, opts: CallOptions): Promise<ApiResult<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers:
        body === undefined || isForm
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    const failure = failureOf(0, {});
    if (!opts.quiet) toast.error(failure.message);
    return failure;
  }
  const answer = (await res.json().catch(() => ({}))) as T & ErrorAnswer;
  if (res.ok) return { ok: true, status: res.status, data: answer };
  const failure = failureOf(res.status, answer);
  const isShownByForm = res.status === 422 && Object.keys(failure.fields).length > 0;
  if (!opts.quiet && !isShownByForm) toast.error(failure.message);
  return failure;
}

export const api = {
  get: <T>(url: string, opts: CallOptions = {}) => call<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: unknown, opts: CallOptions = {}) => call<T>('POST', url, body, opts),
  put: <T>(url: string, body?: unknown, opts: CallOptions = {}) => call<T>('PUT', url, body, opts),
  delete: <T>(url: string, opts: CallOptions = {}) => call<T>('DELETE', url, undefined, opts),
};
