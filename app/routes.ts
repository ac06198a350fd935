import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { type LayoutName, routeTable } from '../common/route-table';

const layouts: LayoutName[] = [
  'with-widget',
  'default',
  'page',
  'page-splitted',
  'focused',
  'footer-only',
  'empty',
  'constructor-layout',
];

/** Every route of spec part 1 §2, grouped by layout; the table itself lives in common/route-table.ts. */
export default [
  ...layouts.map((name) =>
    layout(
      `layouts/${name}.tsx`,
      { id: `layout-${name}` },
      routeTable
        .filter((r) => r.layout === name)
        .map((r) => route(r.path, `routes/${r.file}`, { id: r.name, index: undefined })),
    ),
  ),
  route('build-version', 'routes/build-version.tsx', { id: 'build-version' }),
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.tsx', { id: 'robots' }),
  layout('layouts/default.tsx', { id: 'layout-not-found' }, [route('*', 'routes/not-found.tsx', { id: 'not-found' })]),
] satisfies RouteConfig;
