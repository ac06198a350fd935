/**
 * `npm run bench`: the production build as a child process (PGlite by default, BENCH_DATABASE_URL for
 * PostgreSQL), driven by autocannon from this process; every target is warmed up first. Prints
 * absolute req/s, p50/p99 and each target's throughput as a share of the bare route measured in the
 * same run. Modes: `npm run bench` (standard), `npm run bench:memory` (RSS of the server under
 * 3 × 20 s at 50 connections on `/`), `npm run bench:scale` (list, search and article on the scale
 * data set of `npm run db:seed:scale`; needs BENCH_DATABASE_URL). Never part of `npm test` or CI.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed/accounts';
import { type Load, type Measured, measure, printTable, type Target } from './measure';
import { prepareReader } from './reader-data';
import { logIn, type ServerChild, startServerChild } from './server-child';
import { isListApi, LIST_TARGETS, listTargets, standardTargets } from './targets';

const load: Load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const mode = process.argv[2] ?? 'standard';
/** BENCH_ONLY=search,bare: only the targets whose name contains one of these words (bare is always kept). */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const chosen = (targets: Target[]) =>
  only.length
    ? targets.filter((t) => t.name === 'bare' || only.some((w) => t.name.toLowerCase().includes(w)))
    : targets;

async function newestArticle(url: string): Promise<string> {
  const r = await fetch(`${url}/api/news/all?limit=1`);
  const path = (await r.json())?.data?.[0]?.url;
  if (!path) throw new Error('немає жодної новини для цілі «стаття»');
  return path;
}

/**
 * The public thread with the most comments among the first threads made (ids start at 20000); room
 * chats and private report threads answer 401/403 to a guest and are skipped.
 */
async function publicThread(url: string): Promise<number> {
  let best = { id: 0, total: -1 };
  for (let from = 20000; from < 20400; from += 20) {
    const found = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const r = await fetch(`${url}/api/comments/${from + i}/comments?page=1`);
        const total = r.ok ? Number((await r.json())?.meta?.total ?? 0) : -1;
        return { id: from + i, total };
      }),
    );
    for (const f of found) if (f.total > best.total) best = f;
  }
  if (!best.id) throw new Error('немає жодної відкритої гілки коментарів для цілей «коментарі»');
  return best.id;
}

/** The largest script a page loads (the client entry): the address comes from the home page's HTML. */
async function entryScript(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const path = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  if (!path) throw new Error('на головній немає скрипту entry.client');
  return path;
}

/**
 * One pass over every target, its figures discarded, before any is measured. Each target's own 2 s
 * warm-up is not enough for the server's JIT: a fresh server spends 10–15 s of page load before its
 * CPU per page settles (`/kit` 6.6 → 5.4 → 3.7 → 2.9 ms in successive 3 s slices), so the first pages
 * measured paid for compiling the code every later page shares.
 */
async function warmServer(url: string, targets: Target[]): Promise<void> {
  for (const t of targets) await measure(url, t, { ...load, seconds: 2 }, undefined, { warmUp: false });
}

function machine(server: ServerChild) {
  const cpu = os.cpus()[0]?.model.trim() ?? '?';
  // The load average says how much of the machine the run really had (shared machines skew absolutes).
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const when = `${new Date().toISOString().slice(0, 16)}Z`;
  return `${when}, ${os.cpus().length} × ${cpu}, Node ${process.version}, ${server.database}, load avg ${load}`;
}

async function standard(server: ServerChild) {
  const subscriberCookie = await logIn(server.url, 'professional@fahivets.ua', DEMO_PASSWORD);
  await prepareReader(server.url, subscriberCookie);
  const targets = chosen(
    standardTargets({
      articlePath: await newestArticle(server.url),
      subscriberCookie,
      consultantCookie: await logIn(server.url, 'consultant@fahivets.ua', DEMO_PASSWORD),
      threadId: await publicThread(server.url),
      entryScriptPath: await entryScript(server.url),
    }),
  );
  await warmServer(server.url, targets);
  const rows: Measured[] = [];
  for (const t of targets) rows.push(await measure(server.url, t, load, server.cpuMs));
  const bare = rows[0];
  printTable(
    `Фахівець bench — ${load.seconds} s × ${load.connections} connections per target; ${machine(server)}`,
    rows,
    bare,
  );
  const rps = (name: string) => rows.find((r) => r.name === name)?.rps ?? 0;
  const noData = rps('SSR no data, rendered');
  // The list pages measured beside them are printed for comparison; the list share is a target of the APIs.
  const lists = rows.filter(isListApi);
  const listShare = server.database === 'postgres' ? 0.08 : 0.03;
  const measured = (name: string) => rows.some((r) => r.name === name);
  const allChecks: [string, boolean, string[]][] = [
    ['no-data SSR ≥ 3 % of bare', noData >= 0.03 * bare.rps, ['SSR no data, rendered']],
    [
      'subscriber article ≥ 80 % of no-data SSR',
      rps('SSR article, subscriber') >= 0.8 * noData,
      ['SSR article, subscriber', 'SSR no data, rendered'],
    ],
    [
      'subscriber home ≥ 80 % of no-data SSR',
      rps('SSR home, subscriber') >= 0.8 * noData,
      ['SSR home, subscriber', 'SSR no data, rendered'],
    ],
    [
      'cached guest home ≥ 25 % of bare',
      rps('home, guest, micro-cache') >= 0.25 * bare.rps,
      ['home, guest, micro-cache'],
    ],
    [
      'cached guest article ≥ 25 % of bare',
      rps('article, guest, micro-cache') >= 0.25 * bare.rps,
      ['article, guest, micro-cache'],
    ],
    ...lists.map((l): [string, boolean, string[]] => [
      `${l.name} ≥ ${listShare * 100} % of bare, p99 < 50 ms`,
      l.rps >= listShare * bare.rps && l.p99 < 50,
      [l.name],
    ]),
  ];
  // A filtered run (BENCH_ONLY) judges only what it measured.
  const checks = allChecks.filter(([, , needs]) => needs.every(measured)).map(([n, ok]): [string, boolean] => [n, ok]);
  console.log('\nIssue 10 targets (the table above, each target measured once in turn):');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${name}`);
  await interleaved(server, targets, RATIOS);
  // A server that kept less than 0.8 of a core busy was waiting for the load generator (one thread in
  // this process): its req/s measures the generator. The server's CPU per request still compares.
  const paced = rows.filter((r) => r !== bare && (r.serverCores ?? 1) < 0.8 && r.cpuPerRequest && bare.cpuPerRequest);
  if (paced.length) {
    console.log('\nPaced by the load generator (server below 0.8 of a core); share of bare by server CPU per request:');
    for (const r of paced)
      console.log(
        `  ${r.name}: ${(((bare.cpuPerRequest ?? 0) / (r.cpuPerRequest ?? 1)) * 100).toFixed(1)} % (server ${r.serverCores?.toFixed(2)} cores)`,
      );
  }
}

/**
 * The targets that are ratios of two pages (share, name, of): this machine's speed drifts by tens of
 * per cent within minutes, and the table measures each target once, a minute or more apart. Here each
 * pair is measured in alternating slices, so a drift reaches both sides of each round alike; the
 * median of the rounds' ratios is reported beside the range.
 */
const RATIOS: [number, string, string][] = [
  [0.03, 'SSR no data, rendered', 'bare'],
  [0.8, 'SSR article, subscriber', 'SSR no data, rendered'],
  [0.8, 'SSR home, subscriber', 'SSR no data, rendered'],
  [0.25, 'home, guest, micro-cache', 'bare'],
  [0.25, 'article, guest, micro-cache', 'bare'],
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);

async function interleaved(server: ServerChild, targets: Target[], ratios: typeof RATIOS) {
  const byName = new Map(targets.map((t) => [t.name, t]));
  const pairs = ratios.filter(([, a, b]) => byName.has(a) && byName.has(b));
  if (!pairs.length || ROUNDS < 1) return;
  const slice: Load = { seconds: ROUND_SECONDS, connections: load.connections };
  console.log(
    `\nIssue 10 ratio targets, interleaved (${ROUNDS} rounds of ${ROUND_SECONDS} s each side, alternating; median of the rounds):`,
  );
  console.log('| target | of | ratio, median | rounds | share needed | |');
  console.log('|---|---|---:|---|---:|---|');
  for (const [share, a, b] of pairs) {
    const ratios: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Which side goes first alternates too: neither always follows the other.
      const [first, second] = i % 2 ? [a, b] : [b, a];
      const x = await measure(server.url, byName.get(first) as Target, slice, undefined, { warmUp: false });
      const y = await measure(server.url, byName.get(second) as Target, slice, undefined, { warmUp: false });
      const [num, den] = first === a ? [x, y] : [y, x];
      ratios.push(den.rps ? num.rps / den.rps : 0);
    }
    const sorted = [...ratios].sort((p, q) => p - q);
    const median = sorted[Math.floor(sorted.length / 2)];
    const pct = (r: number) => `${(r * 100).toFixed(2)} %`;
    console.log(
      `| ${a} | ${b} | ${pct(median)} | ${ratios.map(pct).join(', ')} | ${share * 100} % | ${median >= share ? 'met' : 'NOT met'} |`,
    );
  }
}

async function memory(server: ServerChild) {
  const runs: { peak: number; end: number }[] = [];
  for (let i = 0; i < 3; i++) {
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 250);
    const r = await autocannon({ url: `${server.url}/`, connections: 50, duration: 20 });
    clearInterval(sampler);
    runs.push({ peak, end: server.rssMb() });
    console.log(
      `run ${i + 1}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, RSS peak ${peak.toFixed(0)} MB`,
    );
  }
  const growth = ((runs[2].peak - runs[1].peak) / runs[1].peak) * 100;
  console.log(`\nMemory — 3 × 20 s × 50 connections on /; ${machine(server)}`);
  console.log(
    `RSS peaks: ${runs.map((r) => r.peak.toFixed(0)).join(' → ')} MB; growth run 2 → 3: ${growth.toFixed(1)} %`,
  );
  const max = Math.max(...runs.map((r) => r.peak));
  console.log(`  ${max <= 450 ? 'met    ' : 'NOT met'}  RSS under load ≤ 450 MB`);
  console.log(`  ${growth < 10 ? 'met    ' : 'NOT met'}  growth between runs 2 and 3 < 10 %`);
}

async function scale(server: ServerChild) {
  if (server.database !== 'postgres')
    throw new Error('scale: задайте BENCH_DATABASE_URL (база з npm run db:seed:scale)');
  const scaleReader = await logIn(server.url, 'scale-1@example.test', DEMO_PASSWORD);
  const targets: Target[] = chosen([
    { name: 'bare', path: '/healthz' },
    // The scale data set may have no comment threads: then the comment targets are left out.
    ...(await publicThread(server.url).then(
      (thread) => listTargets({ thread }),
      () => LIST_TARGETS.filter((t) => !t.path.includes('{thread}')),
    )),
    { name: 'news list API, page 200', path: '/api/news/all?page=200' },
    // The list targets' term is a rare word at this scale (~20 matches); the commonest words of the trade
    // match a seventh of the posts, every one of which is ranked. The answer is kept a second (ADR 068),
    // a signed-in reader's per paywall right with their own marks read on each request (ADR 069); a new
    // term is searched on the request.
    { name: 'news search API, a common word', path: `/api/news/search?q=${encodeURIComponent('відпустка')}` },
    {
      name: 'news search API, a common word, signed in',
      path: `/api/news/search?q=${encodeURIComponent('відпустка')}`,
      headers: { cookie: scaleReader },
    },
    {
      name: 'news search API, signed in, a new term each request',
      path: `/api/news/search?q=${encodeURIComponent('відпустка')}%20{bust}`,
      headers: { cookie: scaleReader },
      bust: true,
    },
    { name: 'SSR article, guest, rendered', path: await newestArticle(server.url), bust: true },
  ]);
  const rows: Measured[] = [];
  await warmServer(server.url, targets);
  for (const t of targets) rows.push(await measure(server.url, t, load, server.cpuMs));
  printTable(`Scale data — ${load.seconds} s × ${load.connections} connections; ${machine(server)}`, rows, rows[0]);
  console.log('\np95 (p97.5 beside it):');
  for (const r of rows.slice(1)) {
    // The list and search APIs have limits; the pages beside them are printed for comparison.
    const limit = !isListApi(r) ? null : r.name.includes('search') ? 50 : r.name.includes('list') ? 20 : null;
    const verdict =
      limit === null ? '' : r.rps > 0 && r.p95 < limit ? `met (< ${limit} ms)` : `NOT met (< ${limit} ms)`;
    console.log(`  ${r.name}: ${r.p95} ms (p97.5 ${r.p97_5} ms) ${verdict}`);
  }
}

const server = await startServerChild(mode === 'scale' ? { env: { SEED_DEMO: '0' } } : {});
try {
  if (mode === 'memory') await memory(server);
  else if (mode === 'scale') await scale(server);
  else await standard(server);
} finally {
  await server.stop();
}
