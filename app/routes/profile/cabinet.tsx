import { NavLink } from 'react-router';
import { msg } from '../../../common/messages';
import { profileSections } from '../../../common/route-table';
import { ProfileDashboard } from '../../components/auth/profile-dashboard';
import { loadPage } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import type { Route } from './+types/cabinet';

/**
 * /profile/{id}/{section}: the cabinet frame with the personal menu. The dashboard holds the
 * account (profile, password, e-mail state, social accounts); sections owned by other capabilities
 * show their empty state until those land. The profile guard has already run in loadPage.
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, entry } = await loadPage(args);
  const section = entry.name.replace('profile-id-', '');
  const { user, services } = args.context;
  const own = section === 'dashboard' && user ? await services.accounts.profile(user.id) : null;
  return {
    frame,
    seo,
    section,
    account: own && user ? { profile: own, connected: await services.accounts.connectedSocial(user.id), providers: services.accounts.socialProviders() } : null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Cabinet({ loaderData }: Route.ComponentProps) {
  const { frame, section, account } = loaderData;
  const { menus, user } = useRootData();
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      {user ? (
        <nav aria-label="Меню кабінету" className="lg:w-64 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {menus.personal.map((item) => (
              <li key={item.id} className="shrink-0">
                <NavLink to={item.link} className={({ isActive }) => `block rounded-md px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-slate-200 font-semibold' : 'hover:bg-slate-100'}`}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="page-title" className="min-w-0 flex-1">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {frame.title}
        </h1>
        {account ? (
          <ProfileDashboard profile={account.profile} connected={account.connected} providers={account.providers} />
        ) : (
          <div className="card mt-6 flex flex-col items-center gap-3 py-12 text-center" data-testid="empty-state">
            <p className="max-w-md text-slate-600">{msg.sectionFilling}</p>
            <p className="sr-only">{profileSections.find((s) => s.slug === section)?.title}</p>
          </div>
        )}
      </section>
    </div>
  );
}
