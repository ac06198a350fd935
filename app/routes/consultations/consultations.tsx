import { Link } from '../../components/ui/link';
import { responsePromises } from '../../../common/consultations';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import type { Route } from './+types/consultations';

const packageTitles: Record<string, string> = {
  standard: 'Стандарт',
  professional: 'Професіонал',
  premium: 'Преміум',
  'premium-pro': 'Преміум PRO',
  'military-pro': 'Військовий облік PRO',
};

/** /consultations: the theme's services, what each includes and which packages open it. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  const { theme, user, services } = args.context;
  const list = themes[theme].consultationServices;
  const access = await Promise.all(list.map((s) => services.consultations.access(user, s.slug)));
  return {
    frame,
    seo,
    isConsultant: Boolean(user?.options.consultant),
    services: list.map((s, i) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      packages: s.packages.map((p) => packageTitles[p] ?? p),
      promise: responsePromises[theme][s.slug].label,
      hasAccess: access[i],
    })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const { frame, services, isConsultant } = loaderData;
  const { user } = useRootData();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Експерти відповідають письмово на ваші робочі запитання. Оберіть службу — у кожної свій термін відповіді.
      </p>
      {isConsultant ? (
        <p className="mt-4">
          <Link to="/consultations-desk" className="btn-secondary">
            Черга консультацій
          </Link>
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {services.map((s) => (
          <li key={s.slug} className="card flex flex-col gap-3">
            <h2 className="text-lg font-semibold">
              <Link to={`/consultations/${s.slug}`} className="hover:underline">
                {s.title}
              </Link>
            </h2>
            <p className="text-slate-700">{s.description}</p>
            <p className="text-sm text-slate-600">Термін відповіді: {s.promise}</p>
            <p className="text-sm text-slate-600">Доступно в пакетах: {s.packages.join(', ')}</p>
            <p className="text-sm font-medium">
              {s.hasAccess ? (
                <span className="text-emerald-700">Доступно вам</span>
              ) : user ? (
                <Link to="/subscribe" className="text-[var(--color-primary)] hover:underline">
                  Обрати пакет
                </Link>
              ) : (
                <span className="text-slate-600">Потрібна передплата</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
