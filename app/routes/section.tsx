import { msg } from '../../common/messages';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import type { Route } from './+types/section';
import { ToolsIcon } from '../components/ui/icons';

/** The real frame of a section whose capability has not landed yet: title, breadcrumb, layout, empty state. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Section({ loaderData }: Route.ComponentProps) {
  const { frame } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <div className="card mt-6 flex flex-col items-center gap-3 py-12 text-center" data-testid="empty-state">
        <ToolsIcon size={40} className="text-slate-400" />
        <p className="max-w-md text-slate-600">{msg.sectionFilling}</p>
      </div>
    </section>
  );
}
