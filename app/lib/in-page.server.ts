import type { InPage, OrInPage } from './in-page';

/** What a loader's `context` holds for page-only values: a map on a document request, null otherwise. */
interface InPageContext {
  inPage?: Map<number, unknown> | null;
}

/**
 * A value the page shows but the browser never renders itself (ADR 072): on a document request it is
 * kept for the server's render and the page's data get a token; on a data request (client-side
 * navigation, revalidation) the page's data get the value, since there is no HTML to keep.
 */
export function inPage<T>(context: InPageContext, value: T): OrInPage<T> {
  const values = context.inPage;
  if (!values) return value;
  const id = values.size + 1;
  values.set(id, value);
  const length = Array.isArray(value) || typeof value === 'string' ? value.length : 1;
  return { inPage: id, length } satisfies InPage;
}
