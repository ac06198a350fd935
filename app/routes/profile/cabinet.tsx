import { msg } from '../../../common/messages';
import { profileSections } from '../../../common/route-table';
import { ProfileDashboard } from '../../components/auth/profile-dashboard';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/cabinet';

/**
 * /profile/{id}/{section}: the cabinet frame with the personal menu. The dashboard holds the
 * account (profile, password, e-mail state, social accounts); sections owned by other capabilities
 * show their empty state until those land. The profile guard has already run in the page middleware.
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, entry } = pageOf(args.context);
  const section = entry.name.replace('profile-id-', '');
  const { user, services } = args.context;
  const own = section === 'dashboard' && user ? await services.accounts.profile(user.id) : null;
  return {
    frame,
    seo,
    section,
    account:
      own && user
        ? {
            profile: own,
            connected: await services.accounts.connectedSocial(user.id),
            providers: services.accounts.socialProviders(),
          }
        : null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Cabinet({ loaderData }: Route.ComponentProps) {
  const { frame, section, account } = loaderData;
  return (
    <CabinetLayout title={frame.title}>
      {account ? (
        <ProfileDashboard profile={account.profile} connected={account.connected} providers={account.providers} />
      ) : (
        <div className="card mt-6 flex flex-col items-center gap-3 py-12 text-center" data-testid="empty-state">
          <p className="max-w-md text-slate-600">{msg.sectionFilling}</p>
          <p className="sr-only">{profileSections.find((s) => s.slug === section)?.title}</p>
        </div>
      )}
    </CabinetLayout>
  );
}
