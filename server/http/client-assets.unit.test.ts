import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAssets, pickEncoding } from './client-assets';

describe('client build assets from memory', () => {
  let dir: string;
  let app: Hono;
  // Compressible but not trivially: words in a random order.
  const words = ['const', 'let', 'return', 'function', 'export', 'import', 'await', 'async'];
  const script = Array.from({ length: 4000 }, () => words[crypto.randomInt(words.length)]).join(' ');
  const style = 'body{margin:0}';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-assets-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    fs.writeFileSync(path.join(dir, 'entry-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'nested', 'app-def456.css'), style);
    fs.writeFileSync(path.join(dir, 'logo.png'), crypto.randomBytes(4096));
    app = new Hono();
    app.use('/assets/*', clientAssets(dir));
    app.all('*', (c) => c.text('next handler', 404));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sends brotli when accepted, else gzip, else the file as is, each with a year of immutable caching', async () => {
    const br = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(script.length / 2);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/entry-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('keeps small files and binary images uncompressed; nested paths are served', async () => {
    const css = await app.request('/assets/nested/app-def456.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe(style);
    const png = await app.request('/assets/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer())).toEqual(fs.readFileSync(path.join(dir, 'logo.png')));
  });

  it('answers a matching If-None-Match with 304 and a HEAD without a body', async () => {
    const first = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    const again = await app.request('/assets/entry-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another encoding is another representation: no 304 for it.
    const other = await app.request('/assets/entry-abc123.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
    const head = await app.request('/assets/entry-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await head.text()).toBe('');
  });

  it('passes unknown paths, directory escapes and other methods on to the next handler', async () => {
    for (const url of ['/assets/missing.js', '/assets/../entry-abc123.js', '/assets/nested', '/assets/']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe('next handler');
    }
    const post = await app.request('/assets/entry-abc123.js', { method: 'POST' });
    expect(await post.text()).toBe('next handler');
  });

  it('sends the compressed copies the build wrote next to a file as they are, never by their own name', async () => {
    const body = `${script} ${script}`;
    fs.writeFileSync(path.join(dir, 'built-1a2b.js'), body);
    // Quality 1 and level 1: not what the server would make itself, so the bytes show which were sent.
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gz = zlib.gzipSync(body, { level: 1 });
    fs.writeFileSync(path.join(dir, 'built-1a2b.js.br'), br);
    fs.writeFileSync(path.join(dir, 'built-1a2b.js.gz'), gz);
    const built = new Hono();
    built.use('/assets/*', clientAssets(dir));
    built.all('*', (c) => c.text('next handler', 404));
    const sentBr = await built.request('/assets/built-1a2b.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(Buffer.from(await sentBr.arrayBuffer())).toEqual(br);
    const sentGz = await built.request('/assets/built-1a2b.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(Buffer.from(await sentGz.arrayBuffer())).toEqual(gz);
    expect(await (await built.request('/assets/built-1a2b.js.br')).text()).toBe('next handler');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
