// The registry this project installs from serves only this platform's builds of packages with
// native binaries, so `npm install` leaves other platforms' optional packages out of
// package-lock.json, and `npm ci` then refuses the lock ("Missing: … from lock file").
// This records each missing optional package with its version and the os/cpu/libc its name
// declares; `npm ci` then skips them as foreign platforms. Run after `npm install` changes the lock.
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;

function platformOf(name) {
  const n = name.split('/').pop();
  const os =
    ['android', 'darwin', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'win32', 'linux', 'openharmony'].find((o) =>
      n.includes(o),
    ) ?? (n.includes('wasm') || n.includes('wasi') ? undefined : undefined);
  const cpu =
    ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'ppc'].find((c) =>
      new RegExp(`(^|[-_])${c}($|[-_])`).test(
        n.replace('x86_64', 'x64').replace('aarch64', 'arm64').replace('gnueabihf', '').replace('eabi', ''),
      ),
    ) ?? (n.includes('ia32') ? 'ia32' : undefined);
  const libc = n.includes('musl') ? 'musl' : undefined;
  const wasm = n.includes('wasm') || n.includes('wasi');
  return { os: wasm ? undefined : os, cpu: wasm ? 'wasm32' : cpu, libc };
}

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (pkgs[base] || pkgs[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    const entry = { version: spec.replace(/^[\^~=]/, ''), ...(meta.dev ? { dev: true } : {}), optional: true };
    if (cpu) entry.cpu = [cpu];
    if (os) entry.os = [os];
    if (libc) entry.libc = [libc];
    pkgs[`node_modules/${dep}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional packages of other platforms`);
