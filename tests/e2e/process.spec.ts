import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the production process', () => {
  it('starts from the build on a fresh data dir, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
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

    // Pages render through the production bundle and the modules it loads (not the copies the
    // in-process tests use): a page with no data, a loader that reads the address, an article.
    const kit = await fetch(`${url}/kit`);
    expect(kit.status).toBe(200);
    const kitHtml = await kit.text();
    expect(kitHtml).toContain('UI kit');
    expect(kitHtml).toContain('window.__reactRouterContext');
    const missing = await fetch(`${url}/nemaie-takoi-storinky`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found: /nemaie-takoi-storinky');
    const newsHtml = await (await fetch(`${url}/news`)).text();
    const articlePath = /href="(\/news\/\d+-[^"]+)"/.exec(newsHtml)?.[1];
    expect(articlePath).toBeTruthy();
    const article = await fetch(`${url}${articlePath}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('<article');

    // A request the server is in the middle of reading when SIGTERM arrives must still be answered.
    const { port, hostname } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    const body = JSON.stringify({ email: 'user@fahivets.ua', password: 'wrong-password' });
    let answer = '';
    socket.on('data', (c) => {
      answer += c;
    });
    const ended = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /api/clients/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\nContent-Type: ` +
        `application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A full request on another connection is answered only after the server has read what came
    // before it on the loopback: the half-sent one is then in progress, not an idle connection.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    await expect.poll(() => out, { timeout: 10_000 }).toContain('shutting down: draining requests');
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Невірний логін або пароль');
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(0);
    expect(out).toContain('shutting down: draining requests');
    expect(fs.existsSync(path.join(dataDir, 'db', '.lock'))).toBe(false);
  }, 90_000);
});
