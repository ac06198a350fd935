// Compiles the server entry into build/app-server/main.js; dependencies stay external (node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/app-server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
