import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { Link } from '../../components/ui/link';
import { registerInput } from '../../../common/account-rules';
import { safeNext } from '../../../common/navigation';
import { SignupForm } from '../../components/auth/auth-forms';
import { broadcastAuth } from '../../components/auth/auth-sync';
import { assertSameOrigin, failedReply, formFailure, passActionHeaders, sessionMeta } from '../../lib/action.server';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/signup';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const next = safeNext(url.searchParams.get('next'));
  if (args.context.user) throw redirect(next);
  return { frame, seo, next, providers: args.context.services.accounts.socialProviders() };
}

const SECRET_FIELDS = ['password', 'password_confirmation'];

/** The registration form posted to the page: a new account, signed in, then /successful. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerInput });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  }
  let setCookie: string;
  try {
    ({ setCookie } = await context.services.accounts.register({
      input: submission.value,
      cookieHeader: request.headers.get('cookie'),
      origin: context.origin,
      theme: context.theme,
      meta: sessionMeta(request),
    }));
  } catch (err) {
    return failedReply(submission, formFailure(err), SECRET_FIELDS);
  }
  const next = safeNext(String(formData.get('next') ?? ''));
  throw redirect(`/successful?next=${encodeURIComponent(next)}`, { headers: { 'Set-Cookie': setCookie } });
}

export const headers = passActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        Реєстрація
      </h1>
      <div className="card">
        <SignupForm
          mode="page"
          next={loaderData.next}
          providers={loaderData.providers}
          onSuccess={() => broadcastAuth('login')}
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
