// Writes the brotli and gzip copies of each compressible file of the client build's `assets/` next
// to it (`name.js.br`, `name.js.gz`), so a server starts with them ready (ADR 043): the first reader
// after a deploy does not wait for the compression of the largest script.
import fs from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compressAsset, ENCODED_SUFFIX, type Encoding, isCompressible } from '../server/http/asset-compression';

const dir = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'assets');

const walk = (current: string): string[] =>
  fs.readdirSync(current, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(current, entry.name);
    return entry.isDirectory() ? walk(file) : entry.isFile() ? [file] : [];
  });

const files = fs.existsSync(dir) ? walk(dir).filter((f) => !/\.(br|gz)$/.test(f)) : [];
await Promise.all(
  files.map(async (file) => {
    const body = fs.readFileSync(file);
    if (!isCompressible(getMimeType(file) ?? '', body.length)) return;
    for (const encoding of Object.keys(ENCODED_SUFFIX) as Encoding[]) {
      fs.writeFileSync(file + ENCODED_SUFFIX[encoding], await compressAsset(body, encoding));
    }
  }),
);
