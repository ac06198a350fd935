import { Link } from '../../components/ui/link';
import { lectorsPage as texts } from '../../../common/consultation-pages';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { themes } from '../../theme/themes';
import type { Route } from './+types/lectors';

/** /consultations-lectors: the landing of the lecturers' consultations (who answers, how to ask). */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo } = pageOf(context);
  const { services, theme } = context;
  const lecturers = await services.consultations.lecturers(theme);
  return {
    frame,
    seo: { ...seo, description: seo.description || texts.lead },
    lecturers,
    services: themes[theme].consultationServices.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('');

export default function ConsultationsLectors({ loaderData }: Route.ComponentProps) {
  const { frame, lecturers, services } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12">
      <Link to="/" className="font-bold text-[var(--color-primary)]">
        Фахівець
      </Link>
      <header className="flex flex-col gap-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {frame.title}
        </h1>
        <p className="max-w-3xl text-slate-700">{texts.lead}</p>
        <div>
          <Link to="/online-konsultaciya" className="btn-primary">
            {texts.cta}
          </Link>
        </div>
      </header>
      <section aria-labelledby="lecturers-title" className="flex flex-col gap-4">
        <h2 id="lecturers-title" className="text-2xl font-semibold">
          {texts.lecturersTitle}
        </h2>
        {lecturers.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="lecturers-title">
            {lecturers.map((l) => (
              <li key={l.id} className="card flex flex-col gap-2">
                <div className="flex items-center gap-3">
                  {l.avatar_url ? (
                    <img src={l.avatar_url} alt="" className="h-14 w-14 rounded-full object-cover" loading="lazy" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-200 font-semibold"
                    >
                      {initials(l.name)}
                    </span>
                  )}
                  <div>
                    <h3 className="font-semibold">{l.name}</h3>
                    {l.position ? <p className="text-sm text-slate-600">{l.position}</p> : null}
                  </div>
                </div>
                {l.bio ? <p className="text-sm text-slate-700">{l.bio}</p> : null}
                <Link
                  to={`/events/all?lecturersItems=${encodeURIComponent(l.slug)}`}
                  className="text-sm text-[var(--color-primary)] hover:underline"
                  aria-label={`${texts.lecturerVideos}: ${l.name}`}
                >
                  {texts.lecturerVideos}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{texts.empty}</p>
        )}
      </section>
      <section aria-labelledby="steps-title" className="card">
        <h2 id="steps-title" className="text-xl font-semibold">
          {texts.stepsTitle}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
          {texts.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <div className="mt-4">
          <Link to="/online-konsultaciya" className="btn-primary">
            {texts.cta}
          </Link>
        </div>
      </section>
      <section aria-labelledby="services-title" className="flex flex-col gap-3">
        <h2 id="services-title" className="text-xl font-semibold">
          {texts.servicesTitle}
        </h2>
        <p className="text-slate-700">{texts.servicesLead}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.slug} className="card">
              <Link to={`/consultations/${s.slug}`} className="font-semibold hover:underline">
                {s.title}
              </Link>
              <p className="text-sm text-slate-600">{s.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
