/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against the production server as a child process, on `/`, a news article and `/subscribe`. Prints
 * the median of LIGHTHOUSE_RUNS runs (default 3) per page: the four category scores, LCP, CLS and the
 * JS transferred. Never part of `npm test` or CI (tests/e2e/budget.spec.ts keeps the JS budget there).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerChild } from './server-child';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
