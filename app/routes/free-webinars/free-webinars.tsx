import { Link } from '../../components/ui/link';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useWebinarRegistered } from '../../lib/webinar-markers';
import type { Route } from './+types/free-webinars';
import { formatWebinarDate } from './webinar-date';

/** /free-webinars: upcoming webinars first (soonest on top), then past ones with their recordings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo } = pageOf(context);
  const all = await context.services.webinars.list({ theme: context.theme, user: context.user });
  const now = Date.now();
  return {
    frame,
    seo,
    upcoming: all.filter((w) => new Date(w.date).getTime() >= now),
    past: all.filter((w) => new Date(w.date).getTime() < now).reverse(),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type Item = Route.ComponentProps['loaderData']['upcoming'][number];

function WebinarCard({ webinar, isPast }: { webinar: Item; isPast: boolean }) {
  const isRegistered = useWebinarRegistered(webinar.id, webinar.client_registered);
  return (
    <li className="card flex flex-col gap-2">
      <p className="text-sm text-slate-600">{formatWebinarDate(webinar.date)}</p>
      <h3 className="text-lg font-semibold">
        <Link to={`/free-webinars/${webinar.id}`} className="hover:underline">
          {webinar.title}
        </Link>
      </h3>
      {isRegistered && !isPast ? <p className="text-sm font-medium text-green-700">Ви зареєстровані</p> : null}
      {isPast && webinar.record_id ? (
        <Link to={`/events/${webinar.record_id}`} className="text-sm text-[var(--color-primary)] underline">
          Дивитися запис
        </Link>
      ) : null}
    </li>
  );
}

export default function FreeWebinars({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-bold">
        Безкоштовні вебінари
      </h1>
      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <h2 id="upcoming-title" className="text-xl font-semibold">
          Найближчі
        </h2>
        {upcoming.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {upcoming.map((w) => (
              <WebinarCard key={w.id} webinar={w} isPast={false} />
            ))}
          </ul>
        ) : (
          <p>Нові вебінари з’являться незабаром.</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past-title" className="flex flex-col gap-3">
          <h2 id="past-title" className="text-xl font-semibold">
            Минулі вебінари
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {past.map((w) => (
              <WebinarCard key={w.id} webinar={w} isPast />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
