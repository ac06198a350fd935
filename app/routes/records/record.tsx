import { data, redirect } from 'react-router';
import { paramRules } from '../../../common/route-params';
import { CommentsIsland } from '../../components/comments/comments-island';
import { FreeModuleRegister } from '../../components/courses/free-module-register';
import { RecordPage } from '../../components/records/record-page';
import { invalidRoute, pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import type { Route } from './+types/record';

/**
 * /events/{recordID}[/{videoID}]: numeric ids are a record (route names record, record-child);
 * any other first segment is the "events/{type}[/{typeItem}]" redirect of the spec.
 */
export async function loader(args: Route.LoaderArgs) {
  const { recordID, videoID } = args.params as { recordID: string; videoID?: string };
  const { seo, url } = pageOf(args.context);
  if (!paramRules.numeric.test(recordID)) {
    if (videoID === undefined) throw redirect(`/events/all?${new URLSearchParams({ type: recordID })}`, 301);
    throw redirect(`/events/all?${new URLSearchParams({ type: 'all', typeItems: videoID })}`, 301);
  }
  if (videoID !== undefined && !paramRules.numeric.test(videoID)) invalidRoute(url.pathname);
  if (recordID.length > 9 || (videoID?.length ?? 0) > 9) invalidRoute(url.pathname);
  const { services, user, theme, origin } = args.context;
  const { record, item } = await services.records
    .open({ user, theme, id: Number(recordID), videoId: videoID ? Number(videoID) : null, visitor: null })
    .catch((err: unknown) => routeError(err, url));
  // Comments show where the record has a comments block (spec part 1 §5: blocks without a thread are hidden).
  const spot = record.blocks.find((b) => b.type === 'comments');
  const comments = spot
    ? await services.comments.block({
        kind: 'record',
        itemId: record.id,
        user,
        ensure: { title: record.title, readonly: spot.readonly ? 1 : 0, replies: spot.replies },
        item,
      })
    : null;
  const video = videoID ? record.video : null;
  // Spec part 1 §2: a video's crumb links its parent to the record's first video when the title says more.
  const showsVideo = Boolean(video?.title && video.title !== '0' && video.title !== record.title);
  const crumbs = [
    { title: 'Головна', href: '/' },
    { title: 'Відео', href: '/events/all' },
    ...(showsVideo && video
      ? [{ title: record.title, href: record.first_video_url ?? record.url }, { title: video.title }]
      : [{ title: record.title }]),
  ];
  const title = showsVideo && video ? video.title : record.title;
  return data({
    frame: { name: videoID ? 'record-child' : 'record', title, crumbs },
    seo: {
      ...seo,
      title: seo.title && seo.title !== 'Запис' && seo.title !== 'Відео' ? seo.title : title,
      description: seo.description || record.description.slice(0, 300),
      canonical: `${origin}${url.pathname}`,
    },
    record,
    comments,
  });
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => seoMeta(d?.seo, themeFromMatches(matches));

export default function RecordRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { comments } = loaderData;
  const block = comments ? <CommentsIsland block={comments} isSignedIn={Boolean(user)} /> : undefined;
  const { record } = loaderData;
  const offersFreeModule = !user && record.kind === 'minicourse' && record.videos.some((v) => v.is_preview);
  return (
    <>
      {offersFreeModule && <FreeModuleRegister />}
      <RecordPage
        key={loaderData.record.id}
        record={loaderData.record}
        isSignedIn={Boolean(user)}
        isVideoPage={loaderData.frame.name === 'record-child'}
        comments={block}
      />
    </>
  );
}
