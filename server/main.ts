import path from 'node:path';
import { DataDirLockedError } from './db/client';
import { demoAccounts, DEMO_PASSWORD } from './db/seed/accounts';
import { type Env, EnvError, loadEnv } from './env';
import { type RunningServer, startServer } from './http/server';
import { createLogger } from './observability/logger';

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const log = createLogger(env.LOG_LEVEL);
  if (!env.SENTRY_DSN) log.info('Sentry DSN not set');
  let server: RunningServer;
  try {
    server = await startServer({
      env,
      log,
      ssr: env.NODE_ENV === 'development' ? 'development' : 'production',
      buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75);
    }
    throw err;
  }
  log.info(
    { url: server.url, database: server.deps.database.kind, redis: Boolean(server.deps.redis) },
    'Фахівець слухає',
  );
  if (env.SEED_DEMO) {
    const lines = demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.role}`).join('\n');
    console.log(`\nФахівець: ${server.url}\nДемо-акаунти (пароль для всіх: ${DEMO_PASSWORD}):\n${lines}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
