import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import { loginUrl } from '../../common/navigation';
import type { RouteEntry } from '../../common/route-table';
import { type ErrorId, errorCatalogue } from '../../common/errors';
import type { Crumb, PageFrame, SeoView } from './frame';

export type { Crumb, PageFrame, SeoView };

/** The SEO settings row of a path, as the SEO service returns it. */
type SeoRow = Awaited<ReturnType<RouterContextProvider['services']['seo']['forUrl']>>;

/** What the page middleware prepared for the matched route (app/lib/page-guards.server.ts). */
export interface PageInfo {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
  /** The page address without React Router's data-request details. */
  url: URL;
  frame: PageFrame;
  seo: SeoView;
  seoRow: SeoRow;
}

export const pageContext = createContext<PageInfo | null>(null);
/**
 * A path whose parameters break the route's rules. The middleware records it instead of throwing,
 * so the root loader still runs and the 404 renders in the site's shell; the page's loader throws
 * it when it asks for its page.
 */
export const invalidPathContext = createContext<string | null>(null);

type Context = Readonly<RouterContextProvider>;

/** Frame and SEO of the current page; the middleware has already run its guards. */
export function pageOf(context: Context): PageInfo {
  const invalidPath = context.get(invalidPathContext);
  if (invalidPath) invalidRoute(invalidPath);
  const page = context.get(pageContext);
  if (!page) throw new Error('pageOf: the route is not in the route table, so no page middleware ran');
  return page;
}

export function frameOf(entry: RouteEntry, title = entry.title): PageFrame {
  const crumbs: Crumb[] = [
    { title: 'Головна', href: '/' },
    ...(entry.parents ?? []).map(([t, href]) => ({ title: t, href })),
    { title },
  ];
  return { name: entry.name, title, crumbs };
}

export function seoOf(row: SeoRow, title: string, canonical: string): SeoView {
  return {
    title: row?.title || title,
    description: row?.description || '',
    image: row?.imageUrl ?? null,
    canonical,
    text: row?.text ?? '',
  };
}

/** The page under a title known only to its loader (a CMS page, a record): SEO settings still win. */
export function retitle(page: PageInfo, title: string): { frame: PageFrame; seo: SeoView } {
  return { frame: frameOf(page.entry, title), seo: seoOf(page.seoRow, title, page.seo.canonical) };
}

/** 404 for a failed parameter rule (spec: 'Page Not Found: {path}'). */
export function invalidRoute(pathname: string): never {
  throw data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}

/** 404 for a path nothing answers (spec: 'Page not found: {path}'). */
export function pageNotFound(pathname: string): never {
  throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
}

/** The signed-in user; a guest goes to the login page with `next` (the login guard's rules). */
export function requireUser(context: Context): NonNullable<Context['user']> {
  if (context.user) return context.user;
  const page = context.get(pageContext);
  if (!page) throw data({ message: 'Unauthenticated.' }, { status: 401 });
  throw redirect(loginUrl(page.url.pathname + page.url.search).url);
}

/**
 * The service error behind a failure, if it is one. Services run from the server bundle and pages
 * from React Router's, so `AppError` exists as two classes: it is recognised by its catalogue id.
 */
function serviceErrorOf(err: unknown): { id: ErrorId; userMessage: string } | null {
  if (!(err instanceof Error) || !('id' in err) || typeof err.id !== 'string') return null;
  if (!Object.hasOwn(errorCatalogue, err.id)) return null;
  const id = err.id as ErrorId;
  const userMessage = 'userMessage' in err && typeof err.userMessage === 'string' ? err.userMessage : '';
  return { id, userMessage: userMessage || errorCatalogue[id].message };
}

/**
 * A service failure as the route's answer: not found → the spec's 404, unauthenticated → login,
 * any other known error → its status with the Ukrainian message. Unknown errors stay 500s.
 * Use as `.catch((err) => routeError(err, url))`.
 */
export function routeError(err: unknown, url: URL): never {
  const known = serviceErrorOf(err);
  if (!known) throw err;
  const { status } = errorCatalogue[known.id];
  if (status === 404) pageNotFound(url.pathname);
  if (status === 401) throw redirect(loginUrl(url.pathname + url.search).url);
  throw data({ message: known.userMessage, error: known.id }, { status });
}
