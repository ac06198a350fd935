import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /profile',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /restore',
    'Disallow: /kit',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
