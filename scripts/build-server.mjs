// Compiles the server entry into build/app-server/main.js; dependencies stay external (node_modules).
// Code loaded on demand (`await import()`: the document file builders and their libraries) goes into
// chunks of its own, so a start does not load what only a file download needs.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outdir: `${process.env.BUILD_DIR ?? 'build'}/app-server`,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
