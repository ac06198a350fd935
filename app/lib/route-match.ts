import { matchRoutes } from 'react-router';
import { type RouteEntry, routeTable } from '../../common/route-table';

const routeObjects = routeTable.map((entry) => ({ id: entry.name, path: `/${entry.path}`, entry }));

type Match = { entry: RouteEntry; params: Record<string, string | undefined> } | null;

/**
 * matchRoutes flattens and ranks every route on each call (a few ms for ~200 routes), and every
 * page load asks: answers are kept per path, the oldest dropped past 1000 paths.
 */
const cache = new Map<string, Match>();
const CACHE_SIZE = 1000;

/** The route-table entry React Router would pick for a path (same ranking), with its params. */
export function matchEntry(pathname: string): Match {
  const hit = cache.get(pathname);
  if (hit !== undefined) return hit;
  const matches = matchRoutes(routeObjects, pathname);
  const m = matches?.[matches.length - 1];
  const result: Match = m ? { entry: m.route.entry, params: m.params } : null;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(pathname, result);
  return result;
}
