import type { Target } from './measure';

/**
 * List APIs and list pages measured in every run. A capability that adds a list joins the benchmark
 * with one line here (issue 10: every list API ≥ 8 % of the bare route on PostgreSQL, ≥ 3 % on PGlite;
 * the pages are printed beside them).
 */
export const LIST_TARGETS: Target[] = [
  { name: 'news list API', path: '/api/news/all?page=1' },
  { name: 'documents list API', path: '/api/documents/documents?page=1' },
  // A guest's answer for a term is kept a second (ADR 019): the first target is a term many guests ask
  // at once; the second asks a term no request has asked before (`{bust}` becomes a unique word).
  { name: 'site search API', path: `/api/site-search?q=${encodeURIComponent('єсв відпустка')}` },
  {
    name: 'site search API, a new term each request',
    path: `/api/site-search?q=${encodeURIComponent('єсв відпустка')}%20{bust}`,
    bust: true,
  },
  { name: 'handbooks list API', path: '/api/handbooks/search?page=1&filters=1' },
  { name: 'SSR handbooks list, guest, rendered', path: '/handbooks', bust: true },
  // The first demo handbook (the seed writes 31 in a fresh database).
  { name: 'SSR handbook page, guest, rendered', path: '/handbooks/1', bust: true },
  { name: 'records list API', path: '/api/records/search?page=1' },
  { name: 'SSR records list, guest, rendered', path: '/events/all', bust: true },
  // The first demo record (the demo seed writes the records in a fixed order).
  { name: 'SSR record page, guest, rendered', path: '/events/1', bust: true },
  { name: 'consultations archive API', path: '/api/consultations/osobistiy-konsultant/archive?page=1' },
  { name: 'SSR consultation service page, guest, rendered', path: '/consultations/osobistiy-konsultant', bust: true },
  { name: 'SSR lecturers consultations landing, guest, rendered', path: '/consultations-lectors', bust: true },
  { name: 'free webinars list API', path: '/api/records/free-webinars' },
  { name: 'landing page API (blocks and packages)', path: '/api/pages/pages/demo_price' },
  { name: 'courses catalogue API', path: '/api/courses' },
  { name: 'SSR landing from blocks, guest, rendered', path: '/demo_price', bust: true },
  // {thread}: the public thread with the most comments (found by `publicThread` before the run).
  { name: 'comments list API', path: '/api/comments/{thread}/comments?page=1' },
  { name: 'comments search API', path: `/api/comments/v2/{thread}/search?q=${encodeURIComponent('відпустка')}` },
];

/** A list API (judged by the list share of the bare route); the SSR list and item pages beside them are not. */
export const isListApi = (t: Target) => t.path.startsWith('/api/');

/** The list targets with the run's own ids filled in. */
export function listTargets(ids: { thread: number }): Target[] {
  return LIST_TARGETS.map((t) => ({ ...t, path: t.path.replace('{thread}', String(ids.thread)) }));
}

export interface BenchContext {
  /** Canonical address of the newest news article (no redirect measured). */
  articlePath: string;
  /** Session cookie of a signed-in subscriber. */
  subscriberCookie: string;
  /** Session cookie of a consultant (the desk's queue). */
  consultantCookie: string;
  /** A public comment thread a guest may read. */
  threadId: number;
  /** The client entry script (`/assets/entry.client-….js`). */
  entryScriptPath: string;
}

export function standardTargets(ctx: BenchContext): Target[] {
  const signedIn = { cookie: ctx.subscriberCookie };
  return [
    { name: 'bare', path: '/healthz' },
    { name: 'SSR no data, rendered', path: '/kit', bust: true },
    { name: 'SSR home, guest, rendered', path: '/', bust: true },
    { name: 'SSR home, subscriber', path: '/', headers: signedIn },
    { name: 'SSR article, guest, rendered', path: ctx.articlePath, bust: true },
    { name: 'SSR article, subscriber', path: ctx.articlePath, headers: signedIn },
    ...listTargets({ thread: ctx.threadId }),
    {
      name: 'SSR document page, guest, rendered',
      path: '/documents/1001-posadova-instruktsiia-holovnoho-bukhhaltera',
      bust: true,
    },
    {
      name: 'consultations queue API',
      path: '/api/kbs/client/questions/search?page=1',
      headers: { cookie: ctx.consultantCookie },
    },
    {
      name: 'SSR canned replies page, consultant',
      path: '/consultations-desk/canned',
      headers: { cookie: ctx.consultantCookie },
    },
    // A first visit of a signed-in reader fetches ~30 such files; the largest, as a browser asks for it.
    {
      name: 'client script, brotli, signed in',
      path: ctx.entryScriptPath,
      headers: { ...signedIn, 'accept-encoding': 'gzip, deflate, br' },
    },
    { name: 'home, guest, micro-cache', path: '/' },
    { name: 'article, guest, micro-cache', path: ctx.articlePath },
  ];
}
