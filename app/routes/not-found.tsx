import { data } from 'react-router';
import type { Route } from './+types/not-found';

/**
 * Catch-all: a real 404 status with 'Page not found: {path}' in the answer's data; people see the
 * layout's error screen (header, menus, footer, Ukrainian text, its own title).
 */
export function loader({ url }: Route.LoaderArgs) {
  throw data({ message: `Page not found: ${url.pathname}` }, { status: 404 });
}

export default function NotFound() {
  return null;
}
