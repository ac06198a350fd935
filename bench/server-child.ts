/**
 * The production server as a child process of the benchmark: its own event loop and heap, its own
 * DATA_DIR in a temp dir, PGlite unless BENCH_DATABASE_URL names a PostgreSQL database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerChild {
  url: string;
  pid: number;
  database: 'pglite' | 'postgres';
  /** Resident set size of the server process in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the server process has used so far, user and system, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** USER_HZ: 100 on Linux for x86 and ARM (`getconf CLK_TCK`); Node does not expose it. */
const CLOCK_TICKS_PER_S = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The runtime flags `npm start` gives the server (package.json's `start` script, ADR 058): the measured
 * server is the one that runs.
 */
function startFlags(): string[] {
  const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
  return /\bnode ((?:--[\w-]+(?:=\S+)? )*)scripts\/start\.mjs/.exec(start)?.[1].trim().split(' ').filter(Boolean) ?? [];
}

export async function startServerChild(opts: { env?: Record<string, string> } = {}): Promise<ServerChild> {
  // Relative, as scripts/start.mjs expects it (the benchmark runs from the project root).
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!fs.existsSync(path.join(buildDir, 'app-server/main.js'))) throw new Error('Немає збірки: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-bench-'));
  const port = await freePort();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), 'scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'silent',
      // As `npm start` sets it (package.json, ADR 047): glibc returns freed blocks ≥ 128 KiB at once.
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      SEED_DEMO: '1',
      ...(process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`сервер завершився з кодом ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('сервер не відповів на /readyz за 120 с');
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    database: databaseUrl ? 'postgres' : 'pglite',
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses), in clock ticks.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API like a browser and returns the session cookie (name=value). */
export async function logIn(url: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${url}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = r.headers.getSetCookie().find((c) => /session/i.test(c.split('=')[0]));
  if (!r.ok || !cookie) throw new Error(`вхід ${email} не вдався: ${r.status}`);
  return cookie.split(';')[0];
}
