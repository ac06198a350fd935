import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { loginUrl } from '../../common/navigation';
import type { RouteEntry } from '../../common/route-table';
import { matchesRule } from '../../common/route-params';
import { matchEntry } from './route-match';

import type { Crumb, PageFrame } from './frame';

export type { Crumb, PageFrame };

export function frameOf(entry: RouteEntry, title = entry.title): PageFrame {
  const crumbs: Crumb[] = [
    { title: 'Головна', href: '/' },
    ...(entry.parents ?? []).map(([t, href]) => ({ title: t, href })),
    { title },
  ];
  return { name: entry.name, title, crumbs };
}

/** 404 for a failed parameter rule (spec: 'Page Not Found: {path}'). */
export function invalidRoute(pathname: string): never {
  throw data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}

/**
 * Guard every page loader runs first: parameter rules, login guard (with utm stripped from `next`
 * and saved in the `__utm__` cookie, `status` carried) and the profile guard. Any unexpected error
 * in the guard sends the user to `/`.
 */
export function guardRoute(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const match = matchEntry(url.pathname);
  if (!match) throw data({ message: `Page not found: ${url.pathname}` }, { status: 404 });
  const { entry, params } = match;
  for (const [name, rule] of Object.entries(entry.params ?? {})) {
    if (params[name] !== undefined && !matchesRule(rule, params[name])) invalidRoute(url.pathname);
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
  return { entry, params, frame: frameOf(entry), url };
}

export interface SeoView {
  title: string;
  description: string;
  image: string | null;
  canonical: string;
  text: string;
}

/**
 * Guard + SEO for a page loader: SEO settings of the path override title and description, and a
 * redirect_url there is a permanent redirect.
 */
export async function loadPage(args: { request: Request; context: AppLoadContext }, title?: string) {
  const guarded = guardRoute(args.request, args.context);
  const frame = title ? frameOf(guarded.entry, title) : guarded.frame;
  const seoRow = await args.context.services.seo.forUrl(guarded.url.pathname);
  if (seoRow?.redirectUrl) throw redirect(seoRow.redirectUrl, 301);
  const seo: SeoView = {
    title: seoRow?.title || frame.title,
    description: seoRow?.description || '',
    image: seoRow?.imageUrl ?? null,
    canonical: `${args.context.origin}${guarded.url.pathname}`,
    text: seoRow?.text ?? '',
  };
  return { ...guarded, frame, seo };
}
