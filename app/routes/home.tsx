import { Link } from 'react-router';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import { useRootData } from '../root';
import { themes } from '../theme/themes';
import type { Route } from './+types/home';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const sections = [
  { title: 'Новини', text: 'Зміни законодавства щодня, з коментарями експертів.', href: '/news', category: 'default' },
  { title: 'Відео', text: 'Вебінари, міні-курси і записи консультацій.', href: '/events/all', category: 'webinars' },
  {
    title: 'Документи',
    text: 'Зразки наказів, посадові інструкції і чек-листи.',
    href: '/documents',
    category: 'professions',
  },
  { title: 'Довідники', text: 'Короткі відповіді на типові запитання.', href: '/handbooks', category: 'handbooks' },
  {
    title: 'Консультації',
    text: 'Запитайте експерта — відповідь протягом доби.',
    href: '/consultations',
    category: 'consultations',
  },
  {
    title: 'Безкоштовні вебінари',
    text: 'Реєструйтеся і дивіться наживо.',
    href: '/free-webinars',
    category: 'schools',
  },
];

export default function Home() {
  const { theme, user } = useRootData();
  const t = themes[theme];
  return (
    <div className="flex flex-col gap-8">
      <section className="rounded-2xl bg-[var(--color-primary)] px-5 py-8 text-white sm:px-8 sm:py-10">
        <h1 className="text-2xl font-bold sm:text-4xl">{t.tagline}</h1>
        <p className="mt-3 max-w-2xl text-white/90">
          Новини, відео, зразки документів і консультації для {t.audience}.{' '}
          {user ? `Раді вас бачити, ${user.name}!` : 'Зареєструйтеся, щоб зберігати обране і ставити запитання.'}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/subscribe" className="btn bg-white text-[var(--color-primary)] hover:bg-white/90">
            Обрати передплату
          </Link>
          <Link to="/free-webinars" className="btn border border-white/60 text-white hover:bg-white/10">
            Безкоштовні вебінари
          </Link>
        </div>
      </section>
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="text-xl font-semibold">
          Розділи
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((s) => (
            <li key={s.href}>
              <Link
                to={s.href}
                className="card block h-full border-t-4 transition hover:shadow-md"
                style={{ borderTopColor: `var(--cat-${s.category})` }}
              >
                <p className="font-semibold">{s.title}</p>
                <p className="mt-1 text-sm text-slate-600">{s.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="text-xl font-semibold">
          Консультаційні сервіси
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {t.consultationServices.map((s) => (
            <li key={s.slug} className="card">
              <Link
                to={`/consultations/${s.slug}`}
                className="font-semibold text-[var(--color-primary)] hover:underline"
              >
                {s.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600">{s.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
