import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './types';

/** Every capability's router under /api, in the order of the capability list. */
export function mountApi(deps: AppDeps) {
  const api = new OpenAPIHono<AppEnv>();
  for (const c of deps.registry.capabilities) if (c.api) api.route('/', c.api(deps));

  api.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'Фахівець API', version: '1' } });
  const swaggerDir = path.relative(
    process.cwd(),
    path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')),
  );
  api.get('/docs', (c) =>
    c.html(`<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Фахівець API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js" nonce="${c.get('secureHeadersNonce') ?? ''}"></script>
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
