import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Redis } from 'ioredis';
import { openDatabase, type Database } from '../db/client';
import { isNewDatabase, runMigrations, STARTUP_LOCK, settleNewDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { buildRegistry, type Capability } from '../capability';
import { capabilities as allCapabilities } from '../capabilities';
import type { Env } from '../env';
import { createMailer } from '../mail/mailer';
import { type MailDispatcher, queueingMailer, startMailDispatcher } from '../mail/outbox';
import { createLogger, type Logger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { EventBus } from '../realtime/bus';
import { attachRealtime } from '../realtime/server';
import { createApp } from './app';
import { developmentSsr, productionSsr, type SsrSetup } from './ssr';
import type { AppDeps } from './types';

export interface StartOptions {
  env: Env;
  /** 'production' serves build/, 'development' runs Vite middleware, 'none' is API only. */
  ssr: 'production' | 'development' | 'none';
  buildDir?: string;
  /** Reuse an open database (tests); otherwise one is opened from env. */
  database?: Database;
  log?: Logger;
  /** The capability list to build the app from (tests add throwaway ones); the real list by default. */
  capabilities?: readonly Capability[];
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  httpServer: http.Server;
  /** Stops accepting, drains requests in flight, closes realtime, Redis and the database. */
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const { env } = opts;
  fs.mkdirSync(path.join(env.DATA_DIR, 'uploads'), { recursive: true });
  const log = opts.log ?? createLogger(env.LOG_LEVEL);
  const registry = buildRegistry(opts.capabilities ?? allCapabilities);
  const database =
    opts.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, 'db'),
      poolSize: env.DATABASE_POOL_SIZE,
      sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    }));
  if (!opts.database) {
    await database.withLock(STARTUP_LOCK, async () => {
      const isNew = await isNewDatabase(database);
      await runMigrations(database);
      await seedDatabase({ db: database.db, demo: env.SEED_DEMO, log, capabilities: registry.capabilities });
      if (isNew) await settleNewDatabase(database);
    });
  }
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  let dispatcher: MailDispatcher | undefined;
  const mailer = queueingMailer({ db: database.db, onQueued: () => dispatcher?.kick() });
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    log,
    redis,
    bus: new EventBus(registry.events),
    metrics: createMetrics(),
    mailer,
    mailQueued: () => dispatcher?.kick(),
    registry,
  };
  dispatcher = startMailDispatcher({ db: database.db, transport: createMailer({ env, log }), log });

  let listener: http.RequestListener = () => {};
  const httpServer = http.createServer((req, res) => listener(req, res));
  let ssr: SsrSetup | undefined;
  if (opts.ssr === 'production') ssr = await productionSsr(opts.buildDir ?? path.resolve('build'));
  if (opts.ssr === 'development') ssr = await developmentSsr(httpServer);
  const app = createApp(deps, {
    ssr: ssr?.handler,
    clientDir: ssr?.clientDir,
    isDev: opts.ssr === 'development',
    buildId: ssr?.buildId,
  });
  const honoListener = getRequestListener(app.fetch);
  const vite = ssr?.vite;
  listener = vite ? (req, res) => vite.middlewares(req, res, () => honoListener(req, res)) : honoListener;

  const realtime = attachRealtime(httpServer, deps);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  // PORT=0 (tests) binds a free port: the default public origin names the port actually bound.
  if (!env.PUBLIC_URL && env.PORT === 0) env.publicOrigin = `http://localhost:${port}`;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    httpServer,
    close: () => {
      closing ??= (async () => {
        // Stop accepting; requests in flight finish. Keep-alive connections are closed as soon as
        // they go idle, and anything still open after 10 s is cut.
        const idle = setInterval(() => httpServer.closeIdleConnections(), 50);
        const force = setTimeout(() => httpServer.closeAllConnections(), 10_000);
        force.unref();
        try {
          // socket.io disconnects its clients, then closes the http server and waits for it.
          await realtime.close();
        } finally {
          clearInterval(idle);
          clearTimeout(force);
        }
        await dispatcher?.stop();
        await vite?.close();
        redis?.disconnect();
        if (!opts.database) await database.close();
      })();
      return closing;
    },
  };
}
