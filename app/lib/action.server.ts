import type { SubmissionResult } from '@conform-to/react';
import { type AppLoadContext, data } from 'react-router';
import { errorCatalogue } from '../../common/errors';

/**
 * Shared steps of page actions (forms posted to a page, with or without JavaScript).
 *
 * The JSON API refuses cross-site writes in the HTTP layer (`/api/*` only); a page action is a
 * write outside `/api`. React Router already aborts an action whose Origin names another host; this
 * also refuses a POST with no Origin at all (browsers always send one with a form POST, so only a
 * non-browser client or an old browser leaves it out) and accepts the configured public origin.
 */
export function assertSameOrigin(request: Request, context: AppLoadContext): void {
  const origin = request.headers.get('origin');
  const own = new URL(request.url).origin;
  if (origin && (origin === context.origin || origin === own)) return;
  throw data({ message: errorCatalogue.origin_mismatch.message, error: 'origin_mismatch' }, { status: 403 });
}

/** What a service failure means for a form: field messages, or one message for the whole form. */
export interface FormFailure {
  status: number;
  message: string;
  fields?: Record<string, string[]>;
  retryAfter?: number;
}

/**
 * A known service failure (it carries an HTTP status and a user message) as a form failure;
 * anything else is rethrown to the error boundary, which leaks nothing.
 */
export function formFailure(err: unknown): FormFailure {
  const e = err as { status?: unknown; userMessage?: unknown; fields?: Record<string, string[]>; retryAfter?: number };
  if (typeof e?.status === 'number' && typeof e.userMessage === 'string' && e.status >= 400 && e.status < 500) {
    return { status: e.status, message: e.userMessage, fields: e.fields, retryAfter: e.retryAfter };
  }
  throw err;
}

/**
 * The Conform reply for a failed submission, with the HTTP status it deserves (422 for field
 * errors, 401 wrong password, 429 with Retry-After) so no-JavaScript clients and tests see it too.
 */
export function failedReply<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: {
    reply: (opts?: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      hideFields?: string[];
    }) => SubmissionResult<string[]>;
  },
  failure: FormFailure,
  hideFields: string[] = [],
  extra: Extra = {} as Extra,
) {
  const hasFields = failure.fields && Object.keys(failure.fields).length > 0;
  const result = submission.reply({
    ...(hasFields ? { fieldErrors: failure.fields } : { formErrors: [failure.message] }),
    hideFields,
  });
  const headers = failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : undefined;
  return data({ ...extra, result }, { status: failure.status, headers });
}

/** The client's user agent and address for the session record (the proxy's hop when trusted). */
export function sessionMeta(request: Request) {
  return { userAgent: request.headers.get('user-agent') };
}

/**
 * A page's `headers` export: what its action answered with (Retry-After on a 429) reaches the
 * browser; React Router sends a route's own headers only through this export.
 */
export function passActionHeaders(args: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(args.parentHeaders);
  args.actionHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
}
