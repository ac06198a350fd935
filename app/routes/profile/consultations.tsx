import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf } from '../../lib/frame.server';
import { useChannel } from '../../lib/realtime';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/consultations';
import { kyivShortDateTime } from '../../../common/uk-locale';

function pageNumberOf(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /profile/{id}/consultations — 'Мої консультації': own questions with status, live. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services, user, theme } = args.context;
  const list = user ? await services.consultations.mine(user, theme, pageNumberOf(url)) : null;
  return { frame, seo, list, userId: user?.id ?? null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

function LiveList({ userId }: { userId: number }) {
  const revalidator = useRevalidator();
  useChannel(`consultations.${userId}`, () => void revalidator.revalidate());
  return null;
}

export default function MyConsultations({ loaderData }: Route.ComponentProps) {
  const { frame, list, userId } = loaderData;
  return (
    <CabinetLayout title={frame.title}>
      {userId ? <LiveList userId={userId} /> : null}
      {!list?.data.length ? (
        <div className="card mt-6 text-center text-slate-600">
          <p>Ви ще не ставили запитань експертам.</p>
          <p className="mt-2">
            <Link to="/consultations" className="text-[var(--color-primary)] hover:underline">
              Перейти до консультацій
            </Link>
          </p>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Мої запитання">
          {list.data.map((q) => (
            <li key={q.id} className="card flex flex-col gap-1" data-unread={q.unread || undefined}>
              <Link to={q.url} className="font-medium hover:underline">
                {q.text.length > 160 ? `${q.text.slice(0, 160)}…` : q.text}
              </Link>
              <p className="text-sm text-slate-600">
                {q.service_title} · {kyivShortDateTime(q.created_at)} ·{' '}
                <span data-testid="question-status">{q.status_name}</span>
                {q.unread ? <strong className="ml-2 text-red-700">Нова відповідь</strong> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CabinetLayout>
  );
}
