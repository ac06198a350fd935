import { consultationService, type ConsultationServiceSlug } from '../../../common/consultation-services';
import { noAccessText, responsePromises, serviceSteps } from '../../../common/consultations';
import { AskForm } from '../../components/consultations/ask-form';
import { ArchiveList } from '../../components/consultations/archive-list';
import { IntroVideoBlock } from '../../components/consultations/intro-video';
import { pageNotFound, pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { themes } from '../../theme/themes';
import type { Route } from './+types/service';

/** /consultations/{service}: how it works, the response-time promise, the ask form and the public archive. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, entry, url } = pageOf(args.context);
  const { theme, user, services } = args.context;
  const slug = entry.name.replace(/^consultations-/, '') as ConsultationServiceSlug;
  if (!themes[theme].consultationServices.some((s) => s.slug === slug)) pageNotFound(url.pathname);
  const s = consultationService(slug);
  const [hasAccess, archive, intro] = await Promise.all([
    services.consultations.access(user, slug),
    services.consultations.archive(theme, slug),
    services.consultations.intro(theme, slug),
  ]);
  return {
    frame,
    seo,
    service: { slug, title: s.title, description: s.description, record: s.record, video: s.video },
    steps: serviceSteps[slug],
    promise: responsePromises[theme][slug].label,
    noAccess: noAccessText(theme, entry.name.replace(/^consultations-/, '')),
    isGuest: !user,
    hasAccess,
    archive: archive.data,
    intro,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function ConsultationService({ loaderData }: Route.ComponentProps) {
  const { frame, service, steps, promise, noAccess, isGuest, hasAccess, archive, intro } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {frame.title}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{service.description}</p>
        <p className="mt-2 font-medium" data-testid="response-promise">
          Термін відповіді: {promise}
        </p>
      </header>
      <IntroVideoBlock intro={intro} />
      <div className="card">
        <h2 className="text-lg font-semibold">Як це працює</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <AskForm service={service} isGuest={isGuest} hasAccess={hasAccess} noAccess={noAccess} />
      <ArchiveList items={archive} />
    </section>
  );
}
