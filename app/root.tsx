import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { UtmTracker } from './components/campaigns/utm-tracker';
import { limits } from '../common/limits';
import { madeOncePer } from '../common/made-once';
import type { Route } from './+types/root';
// Rendered with a precedence (below) so React puts it ahead of the script preloads in <head>.
import appCss from './app.css?url';
import { AuthProvider } from './components/auth/auth-provider';
import { ErrorScreen } from './components/shell/error-screen';
import { isChunkLoadError, reloadTo } from './lib/chunk-reload';
import { ChatWidget, TagManager } from './components/campaigns/tracking';
import { ExpiringPopup, type ExpiringSubscription } from './components/subscriptions/expiring-popup';
import { isExpiringSoon } from '../common/subscription-rules';
import { useBuildVersionCheck } from './lib/build-check';
import { themes } from './theme/themes';
import { pageGuards } from './lib/page-guards.server';
import { UnreadConsultations } from './components/consultations/unread';
import { Toaster } from './components/ui/toast';

/** Guards and SEO of every page run here, keyed by the matched route (ADR 015). */
export const middleware: Route.MiddlewareFunction[] = [pageGuards];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user, theme } = context;
  const authed = Boolean(user);
  const [side, header, personal, topics, settings, additional, unread] = await Promise.all([
    services.menus.list('side', theme, authed),
    services.menus.list('header', theme, authed),
    user ? services.menus.list('personal', theme, true) : Promise.resolve([]),
    services.topics.list(theme),
    services.settings.get(theme),
    user ? services.subscriptions.additional(user) : Promise.resolve(null),
    services.consultations.unread(user),
  ]);
  return {
    theme,
    origin: context.origin,
    nonce: context.nonce,
    buildId: context.buildId,
    user: user && {
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: user.avatar,
      confirmed: user.confirmed,
      options: user.options,
    },
    menus: {
      side,
      header,
      personal: personal.map((item) => ({ ...item, link: item.link.replace('{id}', String(user?.id)) })),
    },
    topics: shellTopics(topics),
    settings,
    /** Any active package (paid or demo): decides subscription offers in the shell. */
    hasSubscription: Boolean(additional?.packages.length),
    /** The current package when it ends within 14 days (the site-wide expiring popup). */
    expiring: expiringOf(additional),
    /** The client's consultations with unread answers (`client.questions`): menu badge and title prefix. */
    unread,
    /** Tag manager container and chat widget of this deployment (none by default). */
    tracking: services.campaigns.tracking(),
  };
}

type Topics = Awaited<ReturnType<Route.LoaderArgs['context']['services']['topics']['list']>>;
const shownTopics = madeOncePer<Topics, { id: number; alias: string; title: string; category: string }[]>();

/**
 * The topics as the shell shows them, one array per array of the topics' cache: the side menu's kept
 * markup then meets the same object again and skips its JSON key (ADR 073).
 */
function shellTopics(topics: Topics) {
  return shownTopics(topics, () =>
    topics.map((t) => ({ id: t.id, alias: t.alias, title: t.title, category: t.category })),
  );
}

type Additional = Awaited<ReturnType<Route.LoaderArgs['context']['services']['subscriptions']['additional']>>;

function expiringOf(additional: Additional | null): ExpiringSubscription | null {
  const first = additional?.packages[0];
  if (!additional || !first || !isExpiringSoon(additional.left)) return null;
  return {
    package: first.code,
    plan: first.plan,
    plan_title: first.title,
    is_demo: first.is_demo,
    end: first.end,
    days_left: additional.left ?? 0,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('root data is missing');
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const theme = themes[data?.theme ?? 'hr'];
  const style = {
    '--color-primary': theme.colors.primary,
    '--color-primary-dark': theme.colors.primaryDark,
    '--color-accent': theme.colors.accent,
    ...Object.fromEntries(Object.entries(theme.colors.categories).map(([k, v]) => [`--cat-${k}`, v])),
  } as React.CSSProperties;
  return (
    <html lang="uk" data-theme={theme.id} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.colors.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        <TagManager id={data?.tracking.gtmId} nonce={data?.nonce} />
      </head>
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
        {children}
        <Toaster position="top-right" duration={limits.toastMs} closeButton={false} richColors />
        <ScrollRestoration
          nonce={data?.nonce}
          getKey={(location) => (location.pathname === '/' ? '/' : location.key)}
        />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBuildVersionCheck(loaderData.buildId);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AuthProvider>
      <Outlet />
      <ExpiringPopup current={loaderData.expiring} />
      <UnreadConsultations userId={loaderData.user?.id ?? null} initial={loaderData.unread} />
      <UtmTracker />
      <ChatWidget config={loaderData.tracking.chatWidget} />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadTo(window.location.pathname + window.location.search);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : String(error.data ?? '');
    return <ErrorScreen status={404} detail={message} />;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    return <ErrorScreen status={error.status} detail={typeof error.data === 'string' ? error.data : undefined} />;
  }
  return <ErrorScreen status={500} />;
}
