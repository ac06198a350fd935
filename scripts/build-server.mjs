// Compiles the server entry into build/app-server/main.js; dependencies stay external (node_modules).
// Code loaded on demand (`await import()`: the document file builders and their libraries) goes into
// chunks of its own, so a start does not load what only a file download needs.
// Object literals that spread and then add are written as `Object.assign` (ADR 065), with the source
// map carried through.
import fs from 'node:fs';
import path from 'node:path';
import remapping from '@jridgewell/remapping';
import { parse } from 'acorn';
import { build } from 'esbuild';
import { rewriteObjectSpreads } from './object-spread.ts';

const result = await build({
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
  write: false,
});

const files = new Map(result.outputFiles.map((f) => [f.path, f.text]));
for (const [file, text] of files) {
  if (!file.endsWith('.js')) continue;
  const rewritten = rewriteObjectSpreads(text, (code) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  if (!rewritten) continue;
  files.set(file, rewritten.code);
  const mapFile = `${file}.map`;
  const built = files.get(mapFile);
  if (built) files.set(mapFile, JSON.stringify(remapping([rewritten.map, built], () => null)));
}
for (const [file, text] of files) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
