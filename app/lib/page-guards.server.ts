import { type MiddlewareFunction, redirect } from 'react-router';
import { loginUrl } from '../../common/navigation';
import { matchesRule } from '../../common/route-params';
import { type RouteEntry, routeTable } from '../../common/route-table';
import { themeWord } from '../../common/themes';
import { frameOf, invalidPathContext, pageContext, seoOf } from './frame.server';

/**
 * React Router hands middleware the matched route's pattern: the joined paths of the matches, and
 * as root and layouts have none, the page's own path ('/' for the index). That is the key into the
 * route table, so the URL is never matched a second time.
 */
const entriesByPath: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((entry) => [entry.path, entry]));

/** The route-table entry of a matched pattern; undefined for resource routes and the catch-all 404. */
export function entryOfPattern(pattern: string): RouteEntry | undefined {
  return entriesByPath.get(pattern.replace(/^\//, ''));
}

/**
 * Guards of spec part 1 §2, before any loader runs: parameter rules (a failure is recorded for the
 * page's loader to throw, so the 404 keeps the shell), the login guard (utm moved
 * from `next` into the `__utm__` cookie, `status` carried), the profile guard; then the SEO
 * settings of the path (a redirect_url there is permanent). Unexpected guard errors go to `/`.
 */
export const pageGuards: MiddlewareFunction<Response> = async ({ url, pattern, params, context }) => {
  const entry = entryOfPattern(pattern);
  if (!entry) return;
  for (const [name, rule] of Object.entries(entry.params ?? {})) {
    if (params[name] !== undefined && !matchesRule(rule, params[name])) {
      context.set(invalidPathContext, url.pathname);
      return;
    }
  }
  try {
    if (entry.requiresAuth && !context.user) {
      const { url: target, utm } = loginUrl(url.pathname + url.search);
      const headers = new Headers();
      if (Object.keys(utm).length) {
        headers.append(
          'Set-Cookie',
          `__utm__=${encodeURIComponent(JSON.stringify(utm))}; Path=/; Max-Age=2592000; SameSite=Lax`,
        );
      }
      throw redirect(target, { headers });
    }
    if (entry.name.startsWith('profile-id-') && entry.name !== 'profile-id-my-subscriptions') {
      const id = Number(params.id);
      if (!context.user || context.user.id !== id) throw redirect(`/profile/${id}/my-subscriptions${url.search}`);
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    throw redirect('/');
  }
  const frame = frameOf(entry, entry.themedTitle ? themeWord(context.theme, entry.themedTitle) : entry.title);
  // Redirect routes render nothing, so they need no SEO settings.
  const seoRow = entry.file === 'redirect.tsx' ? null : await context.services.seo.forUrl(url.pathname, context.theme);
  if (seoRow?.redirectUrl) throw redirect(seoRow.redirectUrl, 301);
  context.set(pageContext, {
    entry,
    params,
    url,
    frame,
    seo: seoOf(seoRow, frame.title, `${context.origin}${url.pathname}`),
    seoRow,
  });
};
