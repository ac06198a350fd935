import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { compressAsset, ENCODED_SUFFIX, type Encoding, isCompressible } from './asset-compression';

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  /** Compressed bodies: the build's copies, or made once on first request (in the thread pool) and kept. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const accepted = new Set<string>();
  for (const part of accept.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function encode(asset: Asset, encoding: Encoding): Promise<Buffer> {
  const kept = asset.encoded[encoding];
  if (kept) return kept;
  const made = compressAsset(asset.body, encoding);
  asset.encoded[encoding] = made;
  // A failed compression is not kept: the next request tries again.
  made.catch(() => {
    if (asset.encoded[encoding] === made) delete asset.encoded[encoding];
  });
  return made;
}

/** Compressed copies the build writes next to a file (`name.js.br`, `name.js.gz`): never served by name. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Reads every file under `dir` (the client build's `assets/`) once, keyed by its URL path. */
export function loadClientAssets(dir: string, urlPrefix = '/assets'): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (current: string, prefix: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(file, url);
      else if (entry.isFile() && !PRECOMPRESSED.test(entry.name)) {
        const body = fs.readFileSync(file);
        const hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16);
        const type = getMimeType(entry.name) ?? 'application/octet-stream';
        // Made by the build (scripts/compress-assets.ts): taken as they are, nothing to compress.
        const encoded: Asset['encoded'] = {};
        for (const encoding of Object.keys(ENCODED_SUFFIX) as Encoding[]) {
          const copy = file + ENCODED_SUFFIX[encoding];
          if (fs.existsSync(copy)) encoded[encoding] = Promise.resolve(fs.readFileSync(copy));
        }
        assets.set(url, { body, type, etag: hash, encoded });
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir, urlPrefix);
  return assets;
}

/**
 * The client build's hashed files straight from memory, ahead of sessions, security headers and the
 * page pipeline: each is read at start with the compressed copies the build made (brotli, gzip; a
 * missing one is made once, on first request) and sent with a year's immutable caching. A path that is not a known asset goes on to the next handler.
 */
export function clientAssets(dir: string): MiddlewareHandler {
  const assets = loadClientAssets(dir);
  return async (c, next) => {
    const method = c.req.method;
    const asset = method === 'GET' || method === 'HEAD' ? assets.get(c.req.path) : undefined;
    if (!asset) return next();
    const compressible = isCompressible(asset.type, asset.body.length);
    const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    const etag = `"${asset.etag}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    const body = encoding ? await encode(asset, encoding) : asset.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
