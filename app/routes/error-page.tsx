import { ShellErrorScreen } from '../components/shell/error-screen';
import { pageOf } from '../lib/frame.server';
import { seoMeta, themeFromMatches } from '../lib/meta';
import type { Route } from './+types/error-page';

/** /error: the 500 screen as a page of its own (linked from outside when the app cannot start), in the shell. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(data?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

export default function ErrorPage() {
  return <ShellErrorScreen status={500} hasOwnMeta />;
}
