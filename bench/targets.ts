import type { Target } from './measure';

/**
 * List APIs and list pages measured in every run. A capability that adds a list joins the benchmark
 * with one line here (issue 10: every list API ≥ 8 % of the bare route on PostgreSQL, ≥ 3 % on PGlite;
 * the pages are printed beside them).
 */
export const LIST_TARGETS: Target[] = [
  { name: 'news list API', path: '/api/news/all?page=1' },
  // A search's answer for a term is kept a second, as the site search's guest answer is (ADR 068, 069):
  // this is a term many guests ask at once. A signed-in reader's (READER_TARGETS) shares the answer of
  // readers with the same paywall right and reads their own marks; a new term matches, ranks and cuts
  // snippets on the request (ADR 066).
  { name: 'news search API', path: `/api/news/search?q=${encodeURIComponent('зарплата')}` },
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

/**
 * The lists a guest reaches besides the sections' own lists, and a guest's page of every other type.
 * The pages are rendered for each request (`bust`), as the micro-cache would otherwise answer them.
 */
export const MORE_GUEST_TARGETS: Target[] = [
  { name: 'handbooks category search API', path: `/api/search?category=handbooks&q=${encodeURIComponent('відпустк')}` },
  { name: 'professions classifier search API', path: `/api/classifier?q=${encodeURIComponent('бухгалтер')}` },
  { name: 'calculators list API', path: '/api/calculators' },
  { name: 'news widget API', path: '/api/news/widget' },
  { name: 'documents widgets API', path: '/api/documents/widgets' },
  { name: 'records widgets API', path: '/api/records/widgets' },
  { name: 'packages API', path: '/api/shop4/packages' },
  { name: 'SSR news list, guest, rendered', path: '/news', bust: true },
  { name: 'SSR documents list, guest, rendered', path: '/documents', bust: true },
  { name: 'SSR free webinars list, guest, rendered', path: '/free-webinars', bust: true },
  // The first demo free webinar (the demo seed writes them in a fixed order).
  { name: 'SSR free webinar page, guest, rendered', path: '/free-webinars/1', bust: true },
  { name: 'SSR calculators list, guest, rendered', path: '/calculators', bust: true },
  { name: 'SSR calculator page, guest, rendered', path: '/calculators/zarplata-na-ruky', bust: true },
  { name: 'SSR professions classifier, guest, rendered', path: '/professions-classifier', bust: true },
  { name: 'SSR theme page, guest, rendered', path: '/themes/vidpustky', bust: true },
  { name: 'SSR subscribe page, guest, rendered', path: '/subscribe', bust: true },
  { name: 'SSR content page, guest, rendered', path: '/about', bust: true },
  { name: 'SSR consultations page, guest, rendered', path: '/consultations', bust: true },
  { name: 'SSR site search page, guest, rendered', path: `/search?q=${encodeURIComponent('відпустка')}`, bust: true },
];

/**
 * A signed-in reader's own lists and pages (the bench gives the demo subscriber favourites, questions
 * and orders first: `prepareReader`).
 */
export const READER_TARGETS: Target[] = [
  { name: 'news search API, subscriber', path: `/api/news/search?q=${encodeURIComponent('зарплата')}` },
  {
    name: 'news search API, subscriber, a new term each request',
    path: `/api/news/search?q=${encodeURIComponent('зарплата')}%20{bust}`,
    bust: true,
  },
  { name: 'own favourites list API', path: '/api/records/favorites?page=1' },
  { name: 'news favourites list API', path: '/api/news/favorites?page=1' },
  { name: 'consultation favourites list API', path: '/api/consultations/favorite?page=1' },
  { name: 'latest viewed list API', path: '/api/records/latest' },
  { name: 'bought records list API', path: '/api/records/bought?page=1' },
  { name: 'own consultations list API', path: '/api/consultations/questions?page=1' },
  { name: 'own comments list API', path: '/api/comments/my?page=1' },
  { name: 'orders list API', path: '/api/kbs/shop4/orders?page=1' },
  { name: 'calendar month API', path: '/api/calendar/month' },
  { name: 'SSR favourites page, subscriber', path: '/favorites' },
  { name: 'SSR latest viewed page, subscriber', path: '/events/latest' },
  { name: 'SSR personal calendar, subscriber', path: '/personal-calendar' },
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
    ...MORE_GUEST_TARGETS,
    ...READER_TARGETS.map((t) => ({ ...t, headers: signedIn })),
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
      name: 'comments moderation list API',
      path: '/api/comments/search?page=1',
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
