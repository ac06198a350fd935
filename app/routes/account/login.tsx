import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { Link } from '../../components/ui/link';
import { loginInput } from '../../../common/account-rules';
import { safeNext } from '../../../common/navigation';
import { LoginForm } from '../../components/auth/auth-forms';
import { broadcastAuth } from '../../components/auth/auth-sync';
import { assertSameOrigin, failedReply, formFailure, passActionHeaders, sessionMeta } from '../../lib/action.server';
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

/** The login form posted to the page (before JavaScript loads, or by the hydrated form): sign in, go to `next`. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginInput });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 422 });
  }
  let setCookie: string;
  let deviceCookie: string;
  try {
    ({ setCookie, deviceCookie } = await context.services.accounts.logIn({
      input: submission.value,
      cookieHeader: request.headers.get('cookie'),
      meta: sessionMeta(request),
    }));
  } catch (err) {
    return failedReply(submission, formFailure(err), ['password']);
  }
  const headers = new Headers();
  headers.append('Set-Cookie', setCookie);
  headers.append('Set-Cookie', deviceCookie);
  throw redirect(safeNext(String(formData.get('next') ?? '')), { headers });
}

export const headers = passActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        Вхід
      </h1>
      <div className="card">
        <LoginForm
          mode="page"
          next={loaderData.next}
          providers={loaderData.providers}
          onSuccess={() => broadcastAuth('login')}
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
