// `npm test`: builds the app (browser and SSR suites run against the production build), then every
// Vitest project. PostgreSQL suites join when TEST_DATABASE_URL is set.
//
// A whole run goes in two lanes at once (ADR 048): the browser files one after another in one Vitest
// process, the unit and API files in another. In one process Vitest would run the browser files only
// after all the others (a project that runs its files one at a time gets a group of its own, and groups
// follow each other). With arguments (`npm test -- --project unit`, a file) it is one Vitest run as given.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const vitest = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.ts'];

if ((spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status ?? 1) !== 0) process.exit(1);
if (args.length) process.exit(spawnSync('npx', [...vitest, ...args], { stdio: 'inherit' }).status ?? 1);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-test-'));
const lanes = [
  { name: 'browser', args: ['--project', 'e2e'] },
  {
    name: 'unit+api',
    // One worker: the browser lane keeps the other core busy (its server and Chromium).
    args: [
      '--project',
      'unit',
      '--project',
      'api-pglite',
      ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-pg'] : []),
      '--maxWorkers=1',
    ],
  },
];

const codes = await Promise.all(
  lanes.map(
    (lane) =>
      new Promise((resolve) => {
        const summary = path.join(dir, `${lane.name}.json`);
        const child = spawn('npx', [...vitest, ...lane.args], {
          stdio: 'inherit',
          env: { ...process.env, TEST_SUMMARY_FILE: summary },
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);

const total = { passed: 0, failed: 0, skipped: 0 };
for (const lane of lanes) {
  const file = path.join(dir, `${lane.name}.json`);
  // A lane that ended before its reporter ran (a crash, a bad config) counts as a failure.
  if (!fs.existsSync(file)) {
    total.failed++;
    continue;
  }
  const counts = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const k of Object.keys(total)) total[k] += counts[k];
}
fs.rmSync(dir, { recursive: true, force: true });
const { passed, failed, skipped } = total;
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(codes.some((c) => c !== 0) || failed > 0 ? 1 : 0);
