import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { msg } from '../../common/messages';
import { type ErrorBody, type ErrorId, errorCatalogue, zodFieldMessages } from '../../common/errors';

/** A known failure: stable id, HTTP status from the catalogue, Ukrainian text for people. */
export class AppError extends Error {
  readonly status: number;
  readonly userMessage: string;
  constructor(
    readonly id: ErrorId,
    opts: { message?: string; internal?: string; fields?: Record<string, string[]>; retryAfter?: number } = {},
  ) {
    super(opts.internal ?? opts.message ?? errorCatalogue[id].message);
    this.status = errorCatalogue[id].status;
    this.userMessage = opts.message ?? errorCatalogue[id].message;
    this.fields = opts.fields;
    this.retryAfter = opts.retryAfter;
  }
  readonly fields?: Record<string, string[]>;
  readonly retryAfter?: number;
}

/** 422 with the spec's field messages. */
export function validationError(fields: Record<string, string[]>, message?: string): AppError {
  const first = Object.values(fields)[0]?.[0];
  return new AppError('validation_failed', { fields, message: message ?? first });
}

/** Zod issues → `{ field: [messages] }`, first path segment as the field name. */
export function zodFields(err: ZodError): Record<string, string[]> {
  return zodFieldMessages(err);
}

export function errorBody(err: AppError): ErrorBody {
  if (err.id === 'unauthenticated') return { message: err.userMessage };
  if (err.fields) return { message: err.userMessage, errors: err.fields };
  return { message: err.userMessage, error: err.id };
}

/** The one renderer for the JSON API. Unknown errors become a 500 that leaks nothing. */
export function renderApiError(err: unknown, c: Context): Response {
  const appError = toAppError(err);
  if (appError.status >= 500) {
    c.get('log')?.error({ err }, 'request failed');
  }
  if (appError.retryAfter) c.header('Retry-After', String(appError.retryAfter));
  return c.json(errorBody(appError), appError.status as ContentfulStatusCode);
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return validationError(zodFields(err));
  // A body the JSON parser refused is the client's input error, answered like any other.
  if (err instanceof HTTPException && err.status === 400 && /JSON/i.test(err.message))
    return validationError({ body: [msg.invalidJson] });
  if (err instanceof HTTPException) {
    const byStatus: Record<number, ErrorId> = {
      400: 'bad_request',
      401: 'unauthenticated',
      403: 'forbidden',
      404: 'not_found',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
      429: 'too_many_requests',
    };
    return new AppError(byStatus[err.status] ?? (err.status < 500 ? 'bad_request' : 'internal'), {
      internal: err.message,
    });
  }
  // Malformed JSON bodies and similar parser failures are the client's fault.
  if (err instanceof SyntaxError) return new AppError('bad_request', { internal: err.message });
  return new AppError('internal', { internal: err instanceof Error ? err.message : String(err) });
}
