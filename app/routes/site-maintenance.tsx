import { Link } from '../components/ui/link';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import type { Route } from './+types/site-maintenance';
import { ToolsIcon } from '../components/ui/icons';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(data?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

export default function SiteMaintenance() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <ToolsIcon size={48} className="text-slate-400" />
      <h1 className="text-2xl font-bold">На сайті тривають технічні роботи</h1>
      <p className="text-slate-600">Ми оновлюємо портал, щоб він працював ще краще. Повертайтеся за кілька хвилин.</p>
      <Link to="/" reloadDocument className="btn-primary">
        На головну
      </Link>
    </main>
  );
}
