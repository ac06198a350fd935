import { Link } from '../../components/ui/link';
import { KeptMarkup } from '../../components/ui/kept-markup';
import { formatDate } from '../../components/handbooks/handbook-types';
import { pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { InPageValue } from '../../lib/in-page';
import { inPage } from '../../lib/in-page.server';
import type { Route } from './+types/theme';

/** /themes/{alias}: everything on the topic, a block per kind (every capability with `onTopic`). */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.context);
  const { services, theme } = args.context;
  const found = await services.topics
    .page(page.params.alias ?? '', theme)
    .catch((err: unknown) => routeError(err, page.url));
  const { frame, seo } = retitle(page, found.topic.title);
  return {
    frame,
    seo: { ...seo, description: seo.description || found.topic.description },
    ...found,
    // Each section's items are in the HTML of a loaded page; its data do not repeat them (ADR 072).
    sections: found.sections.map((s) => ({ ...s, items: inPage(args.context, s.items) })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type TopicItem = InPageValue<Route.ComponentProps['loaderData']['sections'][number]['items']>[number];

/** A section's materials (kept on the server per its items, ADR 071). */
function TopicItems({ data }: { data: readonly TopicItem[] }) {
  return data.map((i) => (
    <li key={i.id} className="card">
      {i.date ? (
        <time className="text-xs text-slate-600" dateTime={i.date}>
          {formatDate(i.date)}
        </time>
      ) : null}
      <Link to={i.url} className="mt-1 block font-semibold break-words hover:underline">
        {i.title}
      </Link>
      {i.excerpt ? <p className="mt-1 text-sm text-slate-700 break-words">{i.excerpt}</p> : null}
    </li>
  ));
}

export default function Theme({ loaderData }: Route.ComponentProps) {
  const { topic, sections } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {topic.title}
      </h1>
      {topic.description ? <p className="mt-2 text-slate-700">{topic.description}</p> : null}
      {sections.length ? null : (
        <p className="card mt-6 py-10 text-center text-slate-600">На цю тему поки нічого немає</p>
      )}
      {sections.map((s) => (
        <section key={s.kind} aria-labelledby={`topic-${s.kind}`} className="mt-6">
          <h2 id={`topic-${s.kind}`} className="text-xl font-semibold">
            {s.title} <span className="text-base font-normal text-slate-600">({s.total})</span>
          </h2>
          <KeptMarkup as="ul" className="mt-3 grid gap-3 md:grid-cols-2" of={TopicItems} data={s.items} />
          {s.moreUrl && s.total > s.items.length ? (
            <p className="mt-2">
              <Link to={s.moreUrl} className="underline">
                Усі матеріали розділу «{s.title}» на цю тему
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </section>
  );
}
