// `npm test`: builds the app (browser and SSR suites run against the production build), then every
// Vitest project. PostgreSQL suites join when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
process.exit(
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=./scripts/summary-reporter.ts',
    ...process.argv.slice(2),
  ]),
);
