import { EngagedList } from '../../components/handbooks/engaged-list';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/latest';

/** /events/latest and the cabinet's 'Останні переглянуті': what the user opened last, every kind, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, entry } = pageOf(args.context);
  const user = requireUser(args.context);
  const { services } = args.context;
  return {
    frame,
    seo,
    kinds: services.engagement.kinds(),
    items: await services.engagement.latestViewed(user),
    inCabinet: entry.name.startsWith('profile-'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Latest({ loaderData }: Route.ComponentProps) {
  const { frame, kinds, items, inCabinet } = loaderData;
  const list = (
    <EngagedList
      items={items.map((v) => ({ ...v, at: v.viewed_at }))}
      labels={Object.fromEntries(kinds.map((k) => [k.id, k.label]))}
      label="Останні переглянуті"
      empty="Тут з’являться матеріали, які ви відкривали"
    />
  );
  if (inCabinet) return <CabinetLayout title={frame.title}>{list}</CabinetLayout>;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      {list}
    </section>
  );
}
