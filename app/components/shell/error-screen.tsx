import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { Link } from '../ui/link';
import type { RootData } from '../../root';
import { themes } from '../../theme/themes';
import { SideShell } from './side-shell';

function textsOf(status: number) {
  if (status === 404)
    return {
      title: 'Сторінку не знайдено',
      body: 'Можливо, її перенесли або адресу введено з помилкою. Скористайтеся меню або поверніться на головну.',
    };
  if (status >= 500)
    return {
      title: 'На сайті тривають технічні роботи',
      body: 'Ми вже працюємо над цим. Спробуйте оновити сторінку за кілька хвилин.',
    };
  return { title: 'Цю сторінку неможливо показати', body: 'Перевірте адресу або поверніться на головну.' };
}

/**
 * 404 and 500 screens of the spec, in Ukrainian. The technical message of the answer ('Page not
 * found: /path') stays in the response data and in `data-detail` for logs and tests, never as text
 * for people. Its own <title> (React places it in <head>) because an erroring route has no meta.
 */
export function ErrorScreen({
  status,
  detail,
  inShell,
  hasOwnMeta,
}: {
  status: number;
  detail?: string;
  inShell?: boolean;
  /** A page that renders the screen itself (/error) has its title and noindex from its meta. */
  hasOwnMeta?: boolean;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const texts = textsOf(status);
  const Tag = inShell ? 'section' : 'main';
  return (
    <Tag
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      data-status={status}
      data-detail={detail || undefined}
      aria-labelledby="error-title"
      data-testid="error-screen"
    >
      {hasOwnMeta ? null : (
        <>
          <title>{`${texts.title} — ${themes[root?.theme ?? 'hr'].name}`}</title>
          <meta name="robots" content="noindex" />
        </>
      )}
      <p className="text-6xl font-bold text-[var(--color-primary)]" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {texts.title}
      </h1>
      <p className="text-slate-600">{texts.body}</p>
      <Link to="/" reloadDocument={status >= 500} className="btn-primary">
        На головну
      </Link>
    </Tag>
  );
}

/** The error screen inside the site's header, menus and footer (the menu the 404 text points to). */
export function ShellErrorScreen(props: { status: number; detail?: string; hasOwnMeta?: boolean }) {
  return (
    <SideShell>
      <ErrorScreen {...props} inShell />
    </SideShell>
  );
}

/**
 * Error boundary of the page layouts: a 4xx answer of a page (unknown path, failed parameter rule)
 * is shown inside the shell. Anything else goes on to the root boundary, which reloads after a
 * failed chunk and shows the 500 screen without depending on the shell.
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) throw error;
  const detail =
    typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : typeof error.data === 'string'
        ? error.data
        : undefined;
  return <ShellErrorScreen status={error.status} detail={detail} />;
}
