import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { resolveTheme } from '../../common/themes';
import { readSession, shareSessionForgets } from '../accounts/sessions';
import { shareEntitlementChanges } from '../access/entitlements';
import { sharePersonalForgets } from '../cache/kept-personal';
import { clientAssets } from './client-assets';
import { pageNonce } from './nonce';
import { AppError, renderApiError, toAppError } from './errors';
import { ATTACHMENT_CSP } from '../uploads/attachment-file';
import { createServices } from '../services';
import { allowedMethods, mountApi } from './api';
import { pageCache } from './page-cache';
import { listPublicFiles } from './public-files';
import { PAYMENT_CALLBACK_PATH } from '../payments/payments.routes';
import { simulatorRoutes } from '../payments/simulator.routes';
import type { FahivetsLoadContext } from './load-context';
import { sessionIdFromCookies } from './cookies';
import { inputGuard } from './input-guard';
import { siteOrigin } from './origin';
import { limitRules, rateLimit } from './rate-limit';
import { responseCompression } from './response-compression';
import type { AppDeps, AppEnv } from './types';
import { varyOnEncoding } from './vary';
import { visitorMiddleware } from './visitor';

export type SsrHandler = (request: Request, context: FahivetsLoadContext) => Promise<Response>;

export interface CreateAppOptions {
  /** React Router request handler; absent in API-only test servers. */
  ssr?: SsrHandler;
  /** Directory of built client assets (build/client). */
  clientDir?: string;
  /** Vite dev mode: relaxes CSP for HMR's inline scripts. */
  isDev?: boolean;
  /** Id of the client build being served (build-version check). */
  buildId?: string;
}

/** Request body limits in bytes (ADR 018). */
export const BODY_LIMITS = { api: 12 * 1024 * 1024, pages: 1024 * 1024 } as const;

const tooLarge = (): never => {
  throw new AppError('payload_too_large');
};

const hasBody = (req: Request) =>
  Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding');

/**
 * GET and HEAD reach the app without a body (the Node adapter never attaches one), so the body
 * limits skip them: asking a lightweight request for its body would build a full fetch Request
 * with its own abort signal on every page and API read, only to find no body.
 */
const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Images open in the browser (still sandboxed); anything else is a download. */
function uploadDisposition(contentType: string | null): string {
  return /^image\/(png|jpeg|gif|webp|avif)\b/i.test(contentType ?? '') ? 'inline' : 'attachment';
}

export function createApp(deps: AppDeps, opts: CreateAppOptions = {}) {
  const { env } = deps;
  const app = new Hono<AppEnv>();
  // Session reads are kept a second per process; logouts and user writes reach the other processes.
  if (deps.redis) {
    shareSessionForgets(deps.db, deps.redis, deps.log);
    shareEntitlementChanges(deps.db, deps.redis, deps.log);
    sharePersonalForgets(deps.db, deps.redis, deps.log);
  }

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('log', deps.log.child({ reqId: c.get('requestId') }));
    await next();
    const kind = c.req.path.startsWith('/api/') ? 'api' : c.req.path.startsWith('/assets/') ? 'asset' : 'page';
    deps.metrics.httpDuration.observe(
      { method: c.req.method, kind, status: String(c.res.status) },
      (performance.now() - started) / 1000,
    );
    if (kind !== 'asset') {
      c.get('log').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });

  // The client build's hashed files: from memory, compressed once, before sessions and headers.
  if (opts.clientDir) app.use('/assets/*', clientAssets(path.join(opts.clientDir, 'assets')));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.database.ping();
      if (deps.redis) await deps.redis.ping();
      return c.json({ status: 'ready', database: deps.database.kind, redis: Boolean(deps.redis) });
    } catch (err) {
      c.get('log').warn({ err }, 'not ready');
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', deps.metrics.registry.contentType);
    return c.body(await deps.metrics.registry.metrics());
  });

  // Registered before the site-wide headers so it runs after them on the way out: an upload keeps
  // its own strict policy (the site-wide CSP would otherwise replace it).
  app.use('/uploads/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', uploadDisposition(c.res.headers.get('content-type')));
  });
  // A file answered as a download (comment attachments) keeps the strict policy of uploads; the
  // site-wide headers below would otherwise replace it.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-disposition')?.startsWith('attachment')) {
      c.res.headers.set('Content-Security-Policy', ATTACHMENT_CSP);
    }
  });
  // A refusal answered before the body was read (401/403/413…): the unread rest of the body would
  // break the next request on this keep-alive connection, so the connection ends with the answer.
  app.use(async (c, next) => {
    await next();
    if (c.res.status >= 400 && hasBody(c.req.raw) && !c.req.raw.bodyUsed) c.header('Connection', 'close');
  });
  // Every route that takes a body has a limit: the API's (uploads) is larger than pages' actions
  // and the payment simulator's.
  const pageBodyLimit = bodyLimit({ maxSize: BODY_LIMITS.pages, onError: tooLarge });
  app.use((c, next) => (c.req.path.startsWith('/api/') || !takesBody(c.req.method) ? next() : pageBodyLimit(c, next)));
  // Before compression, so each encoding is stored as sent; pages only (API and assets pass through).
  if (opts.ssr) app.use(pageCache(deps));
  app.use(responseCompression());
  // Inside compression: names Accept-Encoding in Vary on the response's own headers, so compression
  // finds it there. Otherwise it adds it with `c.header()`, which on a finished response turns the
  // body into a stream and copies the response (a full copy and a streamed write of every page and
  // JSON answer, ~7 % of a list's CPU; ADR 046).
  app.use(async (c, next) => {
    await next();
    varyOnEncoding(c.res);
  });
  // The tag manager and the chat widget, when configured, may load their scripts and call home.
  const gtm = env.GTM_ID ? ['https://www.googletagmanager.com'] : [];
  const ga = env.GTM_ID ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : [];
  const chat = env.CHAT_WIDGET_SRC ? [new URL(env.CHAT_WIDGET_SRC).origin] : [];
  const headersWith = (scriptNonce: boolean) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: opts.isDev
          ? ["'self'", "'unsafe-inline'", ...gtm, ...chat]
          : ["'self'", ...(scriptNonce ? [pageNonce] : []), ...gtm, ...chat],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', ...gtm, ...ga, ...chat],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          ...gtm,
          ...chat,
        ],
        connectSrc: ["'self'", 'ws:', 'wss:', ...gtm, ...ga, ...chat],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://www.liqpay.ua'],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: env.isHttps ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    });
  // Pages get a fresh script nonce per response; the API's answers (JSON, files) run no scripts, so
  // they get the same policy without one — except the API's own documentation page, an HTML page.
  const pageHeaders = headersWith(true);
  const apiHeaders = headersWith(false);
  app.use((c, next) =>
    c.req.path.startsWith('/api/') && !c.req.path.startsWith('/api/docs') ? apiHeaders(c, next) : pageHeaders(c, next),
  );

  app.use(async (c, next) => {
    c.set('theme', resolveTheme(c.req.header('host'), env.themeHosts, env.THEME));
    const sessionId = sessionIdFromCookies(c.req.header('cookie'), env.isHttps);
    c.set('sessionId', sessionId);
    c.set('user', sessionId ? await readSession({ db: deps.db, sessionId }) : null);
    await next();
  });
  app.use(visitorMiddleware({ secure: env.isHttps }));

  // Origin check on state-changing calls: same host, or the configured public origin. The payment
  // provider's server-to-server callback carries no Origin; its signature authenticates it.
  const originCheck = csrf({
    origin: (origin, c) => {
      if (origin === env.publicOrigin || origin === siteOrigin(c)) return true;
      try {
        return new URL(origin).host === c.req.header('host');
      } catch {
        return false;
      }
    },
  });
  app.use('/api/*', (c, next) => (c.req.path === PAYMENT_CALLBACK_PATH ? next() : originCheck(c, next)));
  const apiBodyLimit = bodyLimit({ maxSize: BODY_LIMITS.api, onError: tooLarge });
  app.use('/api/*', (c, next) => (takesBody(c.req.method) ? apiBodyLimit(c, next) : next()));
  // The login, signup and restore pages post to route actions that work without JavaScript: they
  // count per IP under the same rules (and, with Redis, the same counters) as their API calls.
  const pageFormLimits: Record<string, MiddlewareHandler<AppEnv>> = {
    '/login': rateLimit(deps, limitRules.login, ['ip'])[0],
    '/signup': rateLimit(deps, limitRules.register, ['ip'])[0],
    '/restore': rateLimit(deps, limitRules.restore, ['ip'])[0],
    '/demo': rateLimit(deps, limitRules.campaign, ['ip'])[0],
  };
  app.use((c, next) => {
    // A submission with JavaScript posts to the same action as `/login.data`.
    const limit = c.req.method === 'POST' ? pageFormLimits[c.req.path.replace(/\.data$/, '')] : undefined;
    return limit ? limit(c, next) : next();
  });
  app.use('/api/*', inputGuard());
  // Pages read their path and query too (search, post addresses): the same refusal, bodies aside.
  const pageGuard = inputGuard({ body: false });
  app.use((c, next) => (c.req.path.startsWith('/api/') ? next() : pageGuard(c, next)));

  const api = mountApi(deps);
  app.route('/api', api);
  const methodsOf = allowedMethods(api);
  app.all('/api/*', (c) => {
    const allow = methodsOf(c.req.path.slice('/api'.length));
    if (allow.length) {
      c.header('Allow', allow.join(', '));
      throw new AppError('method_not_allowed');
    }
    throw new AppError('not_found');
  });
  app.route('/payments', simulatorRoutes());

  // Stored uploads: names are random, content was checked when stored; never executed or sniffed.
  app.use(
    '/uploads/*',
    serveStatic({
      root: path.relative(process.cwd(), path.join(env.DATA_DIR, 'uploads')),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );

  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir);
    // Root files of build/client (favicon, images from public/) are known at start: a page URL
    // never touches the disk.
    const publicFiles = listPublicFiles(opts.clientDir);
    const servePublic = serveStatic({
      root,
      onFound: (filePath, c) => {
        // Browsers ask for the favicon on every visit and it all but never changes: 30 days.
        const isFavicon = /(^|\/)favicon\.(ico|svg)$/.test(filePath);
        c.header('Cache-Control', isFavicon ? 'public, max-age=2592000' : 'public, max-age=3600');
      },
    });
    app.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  }

  if (opts.ssr) {
    const ssr = opts.ssr;
    const services = createServices(deps);
    app.all('*', (c) =>
      ssr(c.req.raw, {
        services,
        user: c.get('user'),
        visitor: c.get('visitor'),
        theme: c.get('theme'),
        nonce: c.get('secureHeadersNonce') ?? '',
        requestId: c.get('requestId'),
        origin: siteOrigin(c),
        buildId: opts.buildId ?? 'dev',
        // React Router's data requests (`/path.data`) have no HTML to keep values in.
        inPage: c.req.path.endsWith('.data') ? null : new Map(),
      }),
    );
  }

  app.onError((err, c) => {
    if (c.req.path.startsWith('/api/') || !opts.ssr || toAppError(err).status < 500) return renderApiError(err, c);
    c.get('log')?.error({ err }, 'page failed');
    return c.html(
      '<!doctype html><html lang="uk"><meta charset="utf-8"><title>Технічні роботи</title><body><h1>На сайті ' +
        'тривають технічні роботи</h1><p>Спробуйте оновити сторінку за кілька хвилин.</p><a href="/">На ' +
        'головну</a></body></html>',
      500,
    );
  });
  app.notFound((c) => renderApiError(new AppError('not_found'), c));
  return app;
}
