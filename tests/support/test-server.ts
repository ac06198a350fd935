import path from 'node:path';
import type { Capability } from '../../server/capability';
import type { Database } from '../../server/db/client';
import { loadEnv } from '../../server/env';
import { startServer, type RunningServer } from '../../server/http/server';
import { createLogger } from '../../server/observability/logger';
import { createTestDatabase } from './test-db';

export interface TestServer extends RunningServer {
  database: Database;
  /** fetch against the server with Origin set like a browser on the same site. */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * A real server on port 0 for one test file, on its own database. `ssr: 'production'` serves the
 * built app (run `npm run build` first; `npm test` does).
 */
export async function startTestServer(
  opts: {
    ssr?: 'production' | 'none';
    env?: Record<string, string>;
    demo?: boolean;
    /** The capability list to build the server from (the real one by default). */
    capabilities?: readonly Capability[];
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase({ demo: opts.demo });
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: `/tmp/fahivets-test-${process.pid}`,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-000',
    LOG_LEVEL: 'silent',
    THEME_HOSTS: 'buh.localhost=accounting',
    // Tests speak to 127.0.0.1; without PUBLIC_URL links made for those requests name it (a
    // configured host, not a reflected one).
    ALLOWED_HOSTS: opts.env?.PUBLIC_URL ? '' : '127.0.0.1',
    REDIS_URL: process.env.TEST_DB === 'postgres' ? (process.env.REDIS_URL ?? '') : '',
    // Each test server counts its own requests: test files share one Redis and the same client address.
    REDIS_KEY_PREFIX: `test-${process.pid}-${Math.random().toString(36).slice(2, 10)}:`,
    ...opts.env,
  });
  const server = await startServer({
    env,
    ssr: opts.ssr ?? 'none',
    buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
    database,
    log: createLogger('silent'),
    capabilities: opts.capabilities,
  });
  const origin = server.url;
  return {
    ...server,
    database,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', origin);
      if (init.cookie) headers.set('cookie', init.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return fetch(`${origin}${path}`, { ...init, headers, body, redirect: init.redirect ?? 'manual' });
    },
    stop: async () => {
      await server.close();
      await database.close();
    },
  };
}
