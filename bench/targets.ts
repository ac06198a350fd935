import type { Target } from './measure';

/**
 * List APIs and list pages measured in every run. A capability that adds a list joins the benchmark
 * with one line here (issue 10: every list API ≥ 8 % of the bare route on PostgreSQL, ≥ 3 % on PGlite).
 */
export const LIST_TARGETS: Target[] = [
  { name: 'news list API', path: '/api/news/all?page=1' },
  // { name: 'documents list API', path: '/api/documents/all?page=1' },
];

export interface BenchContext {
  /** Canonical address of the newest news article (no redirect measured). */
  articlePath: string;
  /** Session cookie of a signed-in subscriber. */
  subscriberCookie: string;
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
    ...LIST_TARGETS,
    { name: 'home, guest, micro-cache', path: '/' },
    { name: 'article, guest, micro-cache', path: ctx.articlePath },
  ];
}
