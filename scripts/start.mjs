// `npm start`: builds once if there is no build, then serves the production output in this process
// (so SIGTERM from a supervisor reaches the server's graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(`${buildDir}/app-server/main.js`)) {
  console.log('Збірки ще немає — збираю (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(new URL(`../${buildDir}/app-server/main.js`, import.meta.url).href);
