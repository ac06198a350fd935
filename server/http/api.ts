import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { finishDocument, SESSION_SCHEME } from './openapi';
import type { AppDeps, AppEnv } from './types';

/** Every capability's router under /api, in the order of the capability list. */
export function mountApi(deps: AppDeps) {
  const api = new OpenAPIHono<AppEnv>();
  for (const c of deps.registry.capabilities) if (c.api) api.route('/', c.api(deps));

  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'fahivets_session',
    description: 'Session cookie set by login; `__Host-fahivets_session` on an HTTPS site',
  });
  const document = finishDocument(
    api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Фахівець API', version: '1' } }),
  );
  api.get('/openapi.json', (c) => c.json(document));
  const swaggerDir = path.relative(
    process.cwd(),
    path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')),
  );
  api.get('/docs', (c) =>
    c.html(`<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Фахівець API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js" nonce="${c.get('secureHeadersNonce') ?? ''}"></script>
<script src="/api/docs/init.js" nonce="${c.get('secureHeadersNonce') ?? ''}"></script></body></html>`),
  );
  api.get('/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });");
  });
  api.use(
    '/docs/assets/*',
    serveStatic({ root: swaggerDir, rewriteRequestPath: (p) => p.replace(/^\/api\/docs\/assets/, '') }),
  );
  return api;
}

/**
 * Methods a path of the API answers (from the registered routes): a known path asked with another
 * method is a 405 with `Allow`, not a 404.
 */
export function allowedMethods(api: { routes: { method: string; path: string }[] }) {
  const table = new Map<string, { re: RegExp; methods: Set<string> }>();
  for (const r of api.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    const entry = table.get(r.path) ?? {
      re: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:\w+/g, '/[^/]+')}/?$`),
      methods: new Set<string>(),
    };
    entry.methods.add(r.method);
    if (r.method === 'GET') entry.methods.add('HEAD');
    table.set(r.path, entry);
  }
  return (path: string): string[] => {
    const out = new Set<string>();
    for (const { re, methods } of table.values()) if (re.test(path)) for (const m of methods) out.add(m);
    return [...out].sort();
  };
}
