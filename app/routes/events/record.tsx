import { redirect } from 'react-router';
import { msg } from '../../../common/messages';
import { paramRules } from '../../../common/route-params';
import { invalidRoute, pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/record';

/**
 * /events/{recordID}[/{videoID}]: numeric ids are a record (route names record, record-child);
 * any other first segment is the "events/{type}[/{typeItem}]" redirect of the spec.
 */
export function loader(args: Route.LoaderArgs) {
  const { recordID, videoID } = args.params as { recordID: string; videoID?: string };
  const { frame, seo, url } = pageOf(args.context);
  if (!paramRules.numeric.test(recordID)) {
    if (videoID === undefined) throw redirect(`/events/all?${new URLSearchParams({ type: recordID })}`, 301);
    throw redirect(`/events/all?${new URLSearchParams({ type: 'all', typeItems: videoID })}`, 301);
  }
  if (videoID !== undefined && !paramRules.numeric.test(videoID)) invalidRoute(url.pathname);
  return { frame, seo, recordID: Number(recordID), videoID: videoID ? Number(videoID) : null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Record({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {loaderData.frame.title} №{loaderData.recordID}
      </h1>
      <div className="card mt-6 py-12 text-center text-slate-600" data-testid="empty-state">
        {msg.sectionFilling}
      </div>
      <div id="comments" />
    </section>
  );
}
