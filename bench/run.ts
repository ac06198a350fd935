/**
 * `npm run bench`: one run, one production server (PGlite, seeded), autocannon against each target;
 * prints req/s and p99 latency, and each target's throughput as a ratio of the bare JSON route.
 * Needs a build (`npm run build`). Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { loadEnv } from '../server/env';
import { startServer } from '../server/http/server';
import { createLogger } from '../server/observability/logger';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const database = await openDatabase({});
await runMigrations(database);
await seedDatabase({ db: database.db, demo: true });
const env = loadEnv({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: '/tmp/fahivets-bench',
  SESSION_SECRET: 'b'.repeat(32),
  LOG_LEVEL: 'silent',
});
const server = await startServer({
  env,
  ssr: 'production',
  buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
  database,
  log: createLogger('silent'),
});

/** First reachable path of each group: later capabilities add better targets in front. */
async function firstOk(paths: string[]): Promise<string> {
  for (const p of paths) if ((await fetch(server.url + p)).ok) return p;
  throw new Error(`none of ${paths.join(', ')} answers`);
}

const targets: [string, string][] = [
  ['bare JSON route', '/healthz'],
  ['list API', await firstOk(['/api/news/all?page=1', '/api/news/search', '/api/topics'])],
  ['SSR home page', '/'],
  ['SSR content page (CMS)', '/about'],
];
// The newest news post's canonical address (the list API gives it), so no redirect is measured.
const newsPost = await fetch(`${server.url}/api/news/all?limit=1`)
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null);
if (newsPost?.data?.[0]?.url) targets.push(['SSR article page', newsPost.data[0].url]);

const rows: { name: string; path: string; rps: number; p99: number }[] = [];
for (const [name, p] of targets) {
  await autocannon({ url: server.url + p, connections: 2, duration: 1 }); // warm-up
  const r = await autocannon({ url: server.url + p, connections, duration: seconds });
  if (r.non2xx > 0) console.warn(`${name}: ${r.non2xx} non-2xx answers`);
  rows.push({ name, path: p, rps: r.requests.average, p99: r.latency.p99 });
}
const base = rows[0].rps;
console.log(`\nFahivets bench — ${seconds}s × ${connections} connections per target, PGlite, production build\n`);
console.log('| target | path | req/s | p99 ms | ratio to bare |');
console.log('|---|---|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / base).toFixed(3)} |`);
await server.close();
await database.close();
