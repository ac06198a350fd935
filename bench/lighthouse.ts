/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against the production server as a child process, on `/`, a news article and `/subscribe`. Prints
 * the median of LIGHTHOUSE_RUNS runs (default 3) per page: the four category scores, LCP, CLS and the
 * JS transferred. Never part of `npm test` or CI (tests/e2e/budget.spec.ts keeps the JS budget there).
 * LIGHTHOUSE_DETAIL=1 also prints, per run, what the performance score is made of: the metrics, the
 * LCP element and its phases, and where the main thread spent its time.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerChild } from './server-child';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const detail = process.env.LIGHTHOUSE_DETAIL === '1';
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  jsKb: number;
  failed: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServerChild();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const newest = await (await fetch(`${server.url}/api/news/all?limit=1`)).json();
  const pages: [string, string][] = [
    ['home', '/'],
    ['article', newest.data[0].url],
    ['subscribe', '/subscribe'],
  ];
  console.log(`\nLighthouse ${runs}× per page, mobile preset, median; ${new Date().toISOString().slice(0, 16)}Z\n`);
  console.log('| page | perf | a11y | best pr. | SEO | LCP ms | CLS | JS KB (transfer) | failing audits |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [name, path] of pages) {
    const rows: Row[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const requests = (
        audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
      )?.items;
      const js = (requests ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((s, r) => s + (r.transferSize ?? 0), 0);
      const failed = Object.values(categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a.id);
      rows.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        jsKb: js / 1024,
        failed,
      });
      if (detail) printDetail(name, audits);
    }
    const m = (k: keyof Omit<Row, 'failed'>) => median(rows.map((r) => r[k]));
    const failing = [...new Set(rows.flatMap((r) => r.failed))].join(', ') || '—';
    console.log(
      `| ${name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ` +
        `${m('lcpMs').toFixed(0)} | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(0)} | ${failing} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;
type Items = { items?: Record<string, unknown>[] };

/** What one run's performance score is made of (LIGHTHOUSE_DETAIL=1). */
function printDetail(page: string, audits: Audits) {
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const items = (id: string) => (audits[id]?.details as Items | undefined)?.items ?? [];
  console.log(
    `\n${page}: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
      `TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms`,
  );
  const lcp = items('largest-contentful-paint-element');
  for (const block of lcp) {
    const nested = (block as Items).items ?? [];
    for (const row of nested) {
      const node = row.node as { snippet?: string } | undefined;
      if (node?.snippet) console.log(`  LCP element: ${node.snippet.slice(0, 160)}`);
      if (row.phase) console.log(`  LCP phase ${row.phase}: ${Math.round(Number(row.timing))} ms`);
    }
  }
  for (const row of items('mainthread-work-breakdown'))
    console.log(`  main thread ${row.groupLabel ?? row.group}: ${Math.round(Number(row.duration))} ms`);
  for (const row of items('bootup-time').slice(0, 5))
    console.log(`  script ${String(row.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(Number(row.total))} ms`);
  for (const row of items('render-blocking-resources'))
    console.log(
      `  render-blocking ${String(row.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(Number(row.wastedMs))} ms`,
    );
}
