import { Link } from '../../components/ui/link';
import { msg } from '../../../common/messages';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/confirmation';

/** /confirmations/{uuid}: confirms the e-mail (the uuid rule is checked by the route guard). */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, params } = pageOf(args.context);
  const { confirmed } = await args.context.services.accounts.confirmEmail(String(params.uuid));
  return { frame, seo, confirmed };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="card mx-auto max-w-md text-center">
      <h1 id="page-title" className="mb-4 text-2xl font-bold">
        {loaderData.confirmed ? msg.emailConfirmed : 'Підтвердження e-mail'}
      </h1>
      {loaderData.confirmed ? null : <p className="text-slate-700">{msg.confirmationInvalid}</p>}
      <Link to="/" className="btn-primary mt-6">
        На головну
      </Link>
    </section>
  );
}
