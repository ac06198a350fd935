import { createContext, useContext } from 'react';

/**
 * Data a page shows but does not send as hydration data when the page is loaded as a document
 * (ADR 072): an article's body, the cards of a kept block. The server renders them into the HTML as
 * usual; the browser keeps that HTML as it is and never renders it itself, so the data would travel
 * twice (as HTML and as hydration data) for nothing. A loader puts such a value through `inPage()`
 * (`in-page.server.ts`); on a document request the page's data hold this token in its place, on a
 * data request (a client-side navigation, a revalidation) the value itself.
 *
 * `length` is the value's length (an array's items, a text's characters), so a page can still ask
 * whether a list is empty.
 */
export interface InPage {
  readonly inPage: number;
  readonly length: number;
}

/** A value, or the token saying it is in the page's HTML. */
export type OrInPage<T> = T | InPage;

/** The value type behind `OrInPage<T>`. */
export type InPageValue<T> = Exclude<T, InPage>;

export function isInPage(value: unknown): value is InPage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'inPage' in value;
}

/** The request's page-only values for the server's render (entry.server provides them). */
export const InPageValues = createContext<ReadonlyMap<number, unknown> | null>(null);

/**
 * The value to render: the value itself; on the server, a token's value; in the browser, null for a
 * token — the value is the HTML the server wrote, which the caller keeps as it is.
 */
export function useInPage<T>(value: OrInPage<T>): T | null {
  const values = useContext(InPageValues);
  if (!isInPage(value)) return value;
  return values?.has(value.inPage) ? (values.get(value.inPage) as T) : null;
}
