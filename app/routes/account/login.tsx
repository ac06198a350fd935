import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import { safeNext } from '../../../common/navigation';
import { LoginForm } from '../../components/auth/auth-forms';
import { broadcastAuth } from '../../components/auth/auth-sync';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/login';

/** /login?next=…&status=…: a signed-in visitor goes straight to `next`; after login too (same-site only). */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const next = safeNext(url.searchParams.get('next'));
  const status = url.searchParams.get('status');
  const target =
    status && next !== '/'
      ? `${next}${next.includes('?') ? '&' : '?'}status=${encodeURIComponent(status.slice(0, 100))}`
      : next;
  if (args.context.user) throw redirect(target);
  return { frame, seo, next: target, providers: args.context.services.accounts.socialProviders() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        Вхід
      </h1>
      <div className="card">
        <LoginForm
          next={loaderData.next}
          providers={loaderData.providers}
          onSuccess={() => {
            broadcastAuth('login');
            navigate(loaderData.next, { replace: true });
            revalidator.revalidate();
          }}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        Ще не зареєстровані?{' '}
        <Link
          to={`/signup?next=${encodeURIComponent(loaderData.next)}`}
          className="text-[var(--color-primary)] underline"
        >
          Реєстрація
        </Link>
      </p>
    </section>
  );
}
