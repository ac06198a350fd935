import { Link } from '../../components/ui/link';
import { onlineThanksPage as texts } from '../../../common/consultation-pages';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/online-thanks';

/** /online-konsultaciya-thanks: where an accepted consultation request lands. */
export async function loader({ context }: Route.LoaderArgs) {
  const { frame, seo } = pageOf(context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(data?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

export default function OnlineConsultationThanks() {
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="page-title"
    >
      <Link to="/" className="font-bold text-[var(--color-primary)]">
        Фахівець
      </Link>
      <h1 id="page-title" className="text-3xl font-bold">
        {texts.title}
      </h1>
      <p className="text-lg">{texts.lead}</p>
      <p className="max-w-xl text-slate-600">{texts.next}</p>
      <p className="max-w-xl text-slate-600">{texts.mail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/consultations" className="btn-primary">
          {texts.consultations}
        </Link>
        <Link to="/" className="btn-secondary">
          {texts.home}
        </Link>
      </div>
    </section>
  );
}
