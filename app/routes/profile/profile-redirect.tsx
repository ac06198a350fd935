import { redirect } from 'react-router';
import { pageOf } from '../../lib/frame.server';
import type { Route } from './+types/profile-redirect';

/**
 * /profile (login required) → own dashboard. /profile/{id}: own → dashboard, anybody else's →
 * my-subscriptions. The query string is kept.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const { url } = pageOf(context);
  const id = 'id' in params && params.id ? Number(params.id) : context.user?.id;
  const own = context.user && context.user.id === id;
  throw redirect(`/profile/${id}/${own ? 'dashboard' : 'my-subscriptions'}${url.search}`);
}

export default function ProfileRedirect() {
  return null;
}
