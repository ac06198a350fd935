import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { bodyBytesOf, withBodyBytes } from '../../common/response-bytes';
import { compressResponseBody, isCompressible } from './asset-compression';
import { pickEncoding } from './client-assets';

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compression of responses (ADR 059). A body made in memory (a rendered page) is compressed in one
 * call, brotli when the client takes it, else gzip; so is a JSON answer (`c.json` makes its bytes in
 * memory for such a client). Any other body (a stream, a file) goes through Hono's streamed
 * compression as before. Either way a compressed response says so in Content-Encoding, and Vary names
 * Accept-Encoding (set inside, `varyOnEncoding`).
 */
export function responseCompression(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      const encoding = c.req.method === 'HEAD' ? null : pickEncoding(c.req.header('Accept-Encoding'));
      if (encoding) jsonInMemory(c);
      await next();
      if (!encoding) return;
      const res = c.res;
      const bytes = bodyBytesOf(res);
      if (!bytes || res.status === 206 || res.headers.has('Content-Encoding')) return;
      if (!isCompressible(res.headers.get('Content-Type') ?? '', bytes.length)) return;
      if (NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
      const body = compressResponseBody(bytes, encoding) as Uint8Array<ArrayBuffer>;
      const headers = res.headers;
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      // Cleared first: Hono would otherwise merge the old response into the new one by reading its body.
      c.res = undefined as unknown as Response;
      c.res = withBodyBytes(new Response(body, { status: res.status, headers }), body);
    });
}

/** `c.json` as Hono makes it, but with the body encoded once to bytes that travel with the response. */
function jsonInMemory(c: Context): void {
  const json = c.json;
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    if (text === undefined) return json(object as never, arg as never, headers);
    const bytes = Buffer.from(text) as Uint8Array<ArrayBuffer>;
    return withBodyBytes(c.body(bytes, arg as never, { 'Content-Type': 'application/json', ...headers }), bytes);
  }) as typeof c.json;
}
