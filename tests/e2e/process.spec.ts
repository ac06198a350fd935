import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the production process', () => {
  it('starts from the build on a fresh data dir, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /Фахівець: (http:\/\/\S+)/.exec(out);
        if (m) {
          clearInterval(timer);
          resolve(m[1]);
        }
      }, 100);
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    expect(out).toContain('user@fahivets.ua');
    expect(out).toContain('Sentry DSN not set');
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, 'db', '.lock'))).toBe(true);

    const inFlight = fetch(`${url}/`);
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(0);
    expect(out).toContain('shutting down: draining requests');
    expect(fs.existsSync(path.join(dataDir, 'db', '.lock'))).toBe(false);
  }, 90_000);
});
