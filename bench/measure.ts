import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The `_b` request of a rendered target: a file for the worker threads, the same function in this thread. */
const BUST_REQUEST = fileURLToPath(new URL('./bust-request.cjs', import.meta.url));
const bustRequest = createRequire(import.meta.url)(BUST_REQUEST) as (req: { path: string }) => { path: string };

/**
 * autocannon reports the percentiles listed in the module it takes them from (…, 90, 97.5, 99, …);
 * p95, which the scale targets name, is added to that list (the module autocannon itself loads), so
 * every result carries `latency.p95` as well.
 */
const reportedPercentiles: number[] = createRequire(createRequire(import.meta.url).resolve('autocannon'))(
  'hdr-histogram-percentiles-obj',
).percentiles;
if (!reportedPercentiles.includes(95)) reportedPercentiles.push(95);

/**
 * Threads that send the load (BENCH_WORKERS, 2 by default; 0 sends it from this thread). One thread
 * receiving a cached 45–60 KB page was the limit of the micro-cache targets (the server idle 40 % of
 * the time); a target that keeps the server busy measures the same either way (ADR 019).
 */
export const LOAD_WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

export interface Target {
  name: string;
  path: string;
  /** Request headers (e.g. a session cookie for a signed-in target). */
  headers?: Record<string, string>;
  /**
   * Adds a unique `_b` query parameter to every request, so the anonymous micro-cache never answers
   * and each request pays a full render (the honest cost of the page itself); an address with `{bust}`
   * gets the unique value there instead (a search term never asked before).
   */
  bust?: boolean;
}

export interface Measured {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's CPU per request in ms, when the caller can read it. */
  cpuPerRequest?: number;
  /** Cores the server kept busy on average: near 1 it was the limit, well below it the load generator was. */
  serverCores?: number;
}

export interface Load {
  seconds: number;
  connections: number;
}

/** `serverCpuMs`: the server process's CPU time so far (ServerChild.cpuMs), to report CPU per request. */
export async function measure(
  url: string,
  target: Target,
  load: Load,
  serverCpuMs?: () => number,
  opts: { warmUp?: boolean } = {},
): Promise<Measured> {
  const request = (duration: number, connections: number) => {
    // Each thread takes its share of the connections: no more threads than connections.
    const workers = Math.min(LOAD_WORKERS, connections);
    return {
      url: url + target.path,
      connections,
      duration,
      headers: target.headers,
      ...(workers > 1 ? { workers } : {}),
      requests: target.bust ? [{ setupRequest: workers > 1 ? BUST_REQUEST : bustRequest }] : undefined,
    };
  };
  // Warm-up: JIT, caches, connection pools; its figures are discarded.
  if (opts.warmUp !== false) await autocannon(request(2, Math.min(2, load.connections)));
  const cpuBefore = serverCpuMs?.();
  const startedAt = performance.now();
  const r = await autocannon(request(load.seconds, load.connections));
  const cpu = cpuBefore === undefined || !serverCpuMs ? undefined : serverCpuMs() - cpuBefore;
  const elapsed = performance.now() - startedAt;
  return {
    name: target.name,
    path: target.path,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: r.latency.p95 ?? r.latency.p97_5 ?? r.latency.p99,
    p97_5: r.latency.p97_5 ?? r.latency.p99,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuPerRequest: cpu === undefined || !r.requests.total ? undefined : cpu / r.requests.total,
    serverCores: cpu === undefined ? undefined : cpu / elapsed,
  };
}

export function printTable(title: string, rows: Measured[], base?: Measured) {
  console.log(`\n${title}\n`);
  console.log('| target | path | req/s | p50 ms | p99 ms | to bare | server CPU ms/req | server cores |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = base ? `${((r.rps / base.rps) * 100).toFixed(2)} %` : '—';
    const shown = r.path.length > 40 ? `${r.path.slice(0, 38)}…` : r.path;
    const bad = r.non2xx || r.errors ? ` ⚠ ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    const cpu = r.cpuPerRequest === undefined ? '—' : r.cpuPerRequest.toFixed(3);
    const cores = r.serverCores === undefined ? '—' : r.serverCores.toFixed(2);
    console.log(
      `| ${r.name} | \`${shown}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${cpu} | ${cores} |${bad}`,
    );
  }
}
