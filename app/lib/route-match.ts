import { matchRoutes } from 'react-router';
import { type RouteEntry, routeTable } from '../../common/route-table';

const routeObjects = routeTable.map((entry) => ({ id: entry.name, path: `/${entry.path}`, entry }));

/** The route-table entry React Router would pick for a path (same ranking), with its params. */
export function matchEntry(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routeObjects, pathname);
  const m = matches?.[matches.length - 1];
  if (!m) return null;
  return { entry: m.route.entry, params: m.params };
}
