import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The name suffix of each encoding's copy that the build writes next to a file (`name.js.br`). */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this size compression saves less than its headers cost (hono/compress uses the same). */
const MIN_COMPRESS = 1024;
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

/** Worth sending compressed: text-like and at least 1 KB (images and fonts are compressed already). */
export function isCompressible(type: string, size: number): boolean {
  return size >= MIN_COMPRESS && COMPRESSIBLE.test(type);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at its maximum quality, gzip at level 9: paid once per file (in the thread pool). */
export function compressAsset(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * A response made for one request (a rendered page, a JSON answer; ADR 059): brotli at quality 4 and
 * gzip at level 6, the usual settings for content made per request. In this thread: the asynchronous
 * calls wrap each body in a zlib stream and hand it to the thread pool, which cost more CPU than the
 * compression of a page itself (23 KB of JSON: 0.52 ms in this thread, 0.82 ms asynchronously).
 */
export function compressResponseBody(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}
