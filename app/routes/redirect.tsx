import { redirect } from 'react-router';
import { consultationShortNames } from '../../common/route-table';
import { invalidRoute, pageOf } from '../lib/frame.server';
import type { Route } from './+types/redirect';

/**
 * Redirect routes of spec part 1 §2 (their parameter rules already ran in the page middleware).
 * Where the spec cut a target off (/events/lecturers/{lector?}) the choice is in
 * docs/decisions/002-route-table.md.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { entry, params, url } = pageOf(context);
  const query = (pairs: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(pairs)) if (v !== undefined) q.set(k, v);
    return q.toString();
  };
  switch (entry.name) {
    case 'checkout':
      throw redirect('/subscribe', 301);
    case 'events':
      throw redirect(`/events/all${url.search}`, 301);
    case 'events-theme':
      throw redirect(`/events/all?${query({ type: 'all', themeItems: params.theme })}`, 301);
    case 'events-lecturers':
      throw redirect(`/events/all?${query({ type: 'all', lecturersItems: params.lector })}`, 301);
    case 'news-category-post':
      throw redirect(`/news/${params.post}`, 301);
  }
  if (entry.name.startsWith('consultations-short-')) {
    const short = url.pathname.split('/')[2] ?? '';
    const slug = consultationShortNames[short];
    const rest = params.consultationId ? `/${params.consultationId}` : '';
    throw redirect(`/consultations/${slug}${rest}${url.search}`, 301);
  }
  invalidRoute(url.pathname);
}

export default function Redirect() {
  return null;
}
