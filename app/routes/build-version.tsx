import type { Route } from './+types/build-version';

/** Id of the build this server serves; the client compares it with its own. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ id: context.buildId }, { headers: { 'Cache-Control': 'no-store' } });
}
