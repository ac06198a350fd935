import { Link, redirect, useNavigate } from 'react-router';
import { safeNext } from '../../../common/navigation';
import { SignupForm } from '../../components/auth/auth-forms';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/signup';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const next = safeNext(url.searchParams.get('next'));
  if (args.context.user) throw redirect(next);
  return { frame, seo, next, providers: args.context.services.accounts.socialProviders() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        Реєстрація
      </h1>
      <div className="card">
        <SignupForm
          next={loaderData.next}
          providers={loaderData.providers}
          onSuccess={() => navigate(`/successful?next=${encodeURIComponent(loaderData.next)}`)}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        Вже маєте акаунт?{' '}
        <Link
          to={`/login?next=${encodeURIComponent(loaderData.next)}`}
          className="text-[var(--color-primary)] underline"
        >
          Увійти
        </Link>
      </p>
    </section>
  );
}
