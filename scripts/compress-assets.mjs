// Writes `name.br` (brotli, maximum quality) and `name.gz` (gzip, level 9) next to each compressible
// file of the client build's `assets/`, so a server starts with them ready (ADR 043): the first
// reader after a deploy does not wait for the compression of the largest script.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/i;
const MIN_COMPRESS = 1024;

const walk = (current) =>
  fs.readdirSync(current, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(current, entry.name);
    return entry.isDirectory() ? walk(file) : entry.isFile() ? [file] : [];
  });

if (fs.existsSync(dir)) {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_COMPRESS) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}
