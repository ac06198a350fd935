import { Link } from '../../components/ui/link';
import { safeNext } from '../../../common/navigation';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/successful';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  return { frame, seo, next: safeNext(url.searchParams.get('next')), email: args.context.user?.email ?? null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function SuccessfulPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="card mx-auto max-w-md text-center">
      <h1 id="page-title" className="mb-4 text-2xl font-bold">
        Реєстрація успішна
      </h1>
      <p className="text-slate-700">
        {loaderData.email ? `Ми надіслали лист на ${loaderData.email}. ` : ''}Перейдіть за посиланням у листі, щоб
        підтвердити e-mail.
      </p>
      <Link to={loaderData.next} className="btn-primary mt-6">
        Продовжити
      </Link>
    </section>
  );
}
