import { Link } from '../components/ui/link';
import { PromoSlider } from '../components/slider/promo-slider';
import { RecordCards } from '../components/records/record-card';
import { clock, recordCardOnPage } from '../components/records/record-types';
import { KeptMarkup } from '../components/ui/kept-markup';
import { pageOf } from '../lib/frame.server';
import type { InPageValue } from '../lib/in-page';
import { inPage } from '../lib/in-page.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import { useRootData } from '../root';
import { themes } from '../theme/themes';
import type { Route } from './+types/home';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  const { services, user, theme } = args.context;
  // Titles and guest video cards come from the per-theme guest blocks; a signed-in visitor's video
  // cards (access) and «Продовжити перегляд» are read for them.
  const [guest, videos, continueWatching] = await Promise.all([
    services.home.guestBlocks(theme),
    // The cards show access, not the reader's marks: none are read.
    user ? services.records.widgets({ user, theme, limit: 4, marks: false }) : null,
    user ? services.records.continueWatching({ user, theme, limit: 4 }) : Promise.resolve([]),
  ]);
  const shown = videos ?? guest.videos;
  const kept = <T,>(value: T) => inPage(args.context, value);
  return {
    frame,
    seo,
    ...guest,
    // The kept blocks' items are in the HTML of a loaded page; its data do not repeat them (ADR 072).
    news: kept(guest.news),
    handbooks: kept(guest.handbooks),
    upcomingWebinars: kept(guest.upcomingWebinars),
    // The video cards with what they show: no more travels on a client-side navigation.
    videos: { latest: kept(shown.latest.map(recordCardOnPage)), popular: kept(shown.popular.map(recordCardOnPage)) },
    continueWatching,
  };
}

const newsDate = new Intl.DateTimeFormat('uk-UA', { day: '2-digit', month: '2-digit', timeZone: 'Europe/Kyiv' });
const webinarDate = new Intl.DateTimeFormat('uk-UA', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Kyiv',
});

type HomeData = Route.ComponentProps['loaderData'];

// The blocks below are pure functions of their data: the server renders each once per data (ADR 071).

function NewsItems({ data }: { data: InPageValue<HomeData['news']> }) {
  return data.map((p) => (
    <li key={p.id} className="flex gap-3 py-2">
      <time className="shrink-0 text-sm text-slate-600" dateTime={p.published_at ?? undefined}>
        {p.published_at ? newsDate.format(new Date(p.published_at)) : ''}
      </time>
      <Link to={p.url} className="min-w-0 hover:underline">
        {p.title}
      </Link>
    </li>
  ));
}

function HandbookItems({ data }: { data: InPageValue<HomeData['handbooks']> }) {
  return data.map((h) => (
    <li key={h.id}>
      <Link to={h.url}>{h.title}</Link>
    </li>
  ));
}

function WebinarItems({ data }: { data: InPageValue<HomeData['upcomingWebinars']> }) {
  return data.map((w) => (
    <li key={w.id} className="flex gap-3" data-testid="home-webinar">
      <time className="shrink-0 text-sm text-slate-600" dateTime={w.date}>
        {webinarDate.format(new Date(w.date))}
      </time>
      <Link to={w.url} className="min-w-0 hover:underline">
        {w.title}
      </Link>
    </li>
  ));
}

function SectionItems({ data }: { data: typeof sections }) {
  return data.map((s) => (
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
  ));
}

function ServiceItems({ data }: { data: (typeof themes)[keyof typeof themes]['consultationServices'] }) {
  return data.map((s) => (
    <li key={s.slug} className="card">
      <Link to={`/consultations/${s.slug}`} className="font-semibold text-[var(--color-primary)] hover:underline">
        {s.title}
      </Link>
      <p className="mt-1 text-sm text-slate-600">{s.description}</p>
    </li>
  ));
}

function ContentBlocks({ data }: { data: Route.ComponentProps['loaderData'] }) {
  return (
    <>
      {data.continueWatching.length ? (
        <section aria-labelledby="continue-title">
          <h2 id="continue-title" className="text-xl font-semibold">
            Продовжити перегляд
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {data.continueWatching.map((v) => (
              <li key={v.video_id} className="card" data-testid="continue-watching">
                <Link to={v.url} className="font-semibold text-[var(--color-primary)] hover:underline">
                  {v.title}
                </Link>
                <p className="text-sm text-slate-600">{v.record_title}</p>
                <div className="mt-2 h-2 rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-2 rounded-full bg-[var(--color-primary)]" style={{ width: `${v.progress}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  Зупинилися на {clock(v.timecode)} з {v.duration}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.news.length ? (
        <section aria-labelledby="news-title">
          <h2 id="news-title" className="text-xl font-semibold">
            <Link to="/news" className="hover:underline">
              Останні новини
            </Link>
          </h2>
          <KeptMarkup
            as="ul"
            className="card mt-4 flex flex-col divide-y divide-slate-100"
            of={NewsItems}
            data={data.news}
          />
        </section>
      ) : null}
      {[
        { id: 'new-videos', title: 'Нові відео', items: data.videos.latest },
        { id: 'popular-videos', title: 'Популярні відео', items: data.videos.popular },
      ].map((block) =>
        block.items.length ? (
          <section key={block.id} aria-labelledby={`${block.id}-title`}>
            <h2 id={`${block.id}-title`} className="text-xl font-semibold">
              <Link to="/events/all" className="hover:underline">
                {block.title}
              </Link>
            </h2>
            <KeptMarkup
              as="ul"
              className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
              of={RecordCards}
              data={block.items}
            />
          </section>
        ) : null,
      )}
      {data.handbooks.length ? (
        <section aria-labelledby="handbooks-title">
          <h2 id="handbooks-title" className="text-xl font-semibold">
            Нові довідники
          </h2>
          <KeptMarkup as="ul" className="mt-4 flex flex-col gap-2" of={HandbookItems} data={data.handbooks} />
          <Link to="/handbooks" className="mt-2 inline-block">
            Усі довідники
          </Link>
        </section>
      ) : null}
      {data.upcomingWebinars.length ? (
        <section aria-labelledby="webinars-title">
          <h2 id="webinars-title" className="text-xl font-semibold">
            Найближчі вебінари
          </h2>
          <KeptMarkup as="ul" className="mt-4 flex flex-col gap-2" of={WebinarItems} data={data.upcomingWebinars} />
          <Link to="/free-webinars" className="mt-2 inline-block">
            Усі безкоштовні вебінари
          </Link>
        </section>
      ) : null}
    </>
  );
}

/** The home title and description are the theme's (common/themes.ts) unless an SEO row of '/' gives them. */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const theme = themeFromMatches(matches);
  const wording = themes[theme ?? 'hr'].wording;
  const seo = data?.seo;
  if (!seo) return seoMeta(undefined, theme, wording.homeTitle);
  const hasOwnTitle = seo.title !== data.frame.title;
  return seoMeta(
    {
      ...seo,
      title: hasOwnTitle ? seo.title : wording.homeTitle,
      description: seo.description || wording.homeDescription,
    },
    theme,
  );
};

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

export default function Home({ loaderData }: Route.ComponentProps) {
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
      <PromoSlider slides={loaderData.slides} label="Пропозиції" />
      <ContentBlocks data={loaderData} />
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="text-xl font-semibold">
          Розділи
        </h2>
        <KeptMarkup
          as="ul"
          className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          of={SectionItems}
          data={sections}
        />
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="text-xl font-semibold">
          Консультаційні сервіси
        </h2>
        <KeptMarkup
          as="ul"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          of={ServiceItems}
          data={t.consultationServices}
        />
      </section>
    </div>
  );
}
