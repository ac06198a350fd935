import { routeTable } from '../../common/route-table';
import type { Route } from './+types/sitemap';

/** Public static sections; content capabilities append their items through services.sitemap when they land. */
export async function loader({ context }: Route.LoaderArgs) {
  const urls = routeTable
    .filter((r) => r.inSitemap)
    .map((r) => `${context.origin}/${r.path.replace(/\/:[^/]+\?$/, '')}`);
  const extra = await context.services.sitemap.urls(context.theme);
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...urls, ...extra.map((p) => `${context.origin}${p}`)]
      .map((u) => `  <url><loc>${u.replace(/&/g, '&amp;')}</loc></url>`)
      .join('\n') +
    '\n</urlset>\n';
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
