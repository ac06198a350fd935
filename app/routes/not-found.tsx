import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** Catch-all: a real 404 status with 'Page not found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Сторінку не знайдено — Фахівець' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return null;
}
