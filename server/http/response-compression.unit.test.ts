import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { withBodyBytes } from '../../common/response-bytes';
import { responseCompression, utf8Bytes } from './response-compression';
import { varyOnEncoding } from './vary';

// A page as the renderer makes it: Ukrainian text in varied order, well over the 1 KB threshold.
const words = ['Відпустка', 'працівник', 'наказ', 'заява', 'стаж', 'роботодавець', 'зарплата', 'лікарняний'];
const page = `<!DOCTYPE html><html lang="uk"><body><main>${Array.from(
  { length: 1500 },
  () => words[crypto.randomInt(words.length)],
).join(' ')}</main></body></html>`;

/** Counts reads of the body the way Hono's streamed compression reads it. */
class CountingResponse extends Response {
  static bodyReads = 0;
  override get body() {
    CountingResponse.bodyReads++;
    return super.body;
  }
}

function app() {
  const a = new Hono();
  a.use(responseCompression());
  a.use(async (c, next) => {
    await next();
    varyOnEncoding(c.res);
  });
  const html = { 'content-type': 'text/html; charset=utf-8' };
  a.get('/page', () => {
    const bytes = new TextEncoder().encode(page);
    return withBodyBytes(new CountingResponse(bytes, { headers: html }), bytes);
  });
  a.get('/no-transform', () => {
    const bytes = new TextEncoder().encode(page);
    return withBodyBytes(new Response(bytes, { headers: { ...html, 'cache-control': 'no-transform' } }), bytes);
  });
  a.get('/small', () => {
    const bytes = new TextEncoder().encode('<p>Коротко</p>');
    return withBodyBytes(new Response(bytes, { headers: html }), bytes);
  });
  a.get('/json', (c) =>
    c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: words[i % 8] })) }, 201, {
      'X-Total': '200',
    }),
  );
  a.get('/stream', () => {
    const bytes = new TextEncoder().encode(page);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1000));
        controller.enqueue(bytes.subarray(1000));
        controller.close();
      },
    });
    return new Response(body, { headers: html });
  });
  return a;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compression of responses (ADR 059)', () => {
  it('a page made in memory goes out in brotli when accepted, whole, without its body being read', async () => {
    CountingResponse.bodyReads = 0;
    const r = await get('/page', 'gzip, deflate, br');
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await r.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 3);
    expect(CountingResponse.bodyReads).toBe(0);
  });

  it('gzip for a client that takes no brotli (or refuses it with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const r = await get('/page', accept);
      expect(r.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(page);
    }
  });

  it('as it is for a client that takes neither, for a response that forbids transforms, and below 1 KB', async () => {
    const plain = await get('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const kept = await get('/no-transform', 'br');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(page);

    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>Коротко</p>');
  });

  it('a JSON answer is made in memory for a client that takes compression, with its status and headers', async () => {
    const r = await get('/json', 'gzip, deflate, br');
    expect(r.status).toBe(201);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.headers.get('x-total')).toBe('200');
    const json = JSON.parse(zlib.brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString());
    expect(json.items).toHaveLength(200);
    expect(json.items[9]).toEqual({ id: 9, title: words[1] });

    const plain = await get('/json');
    expect(plain.status).toBe(201);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(plain.headers.get('x-total')).toBe('200');
    expect((await plain.json()).items[199]).toEqual({ id: 199, title: words[7] });
  });

  it('utf8Bytes: the bytes Buffer.from makes, each call its own copy, any length', () => {
    const texts = [
      '',
      '{"a":1}',
      JSON.stringify({ title: 'Відпустка без збереження зарплати', n: 8647 }),
      'emoji 🧾 and a lone surrogate \ud800 end',
      page,
      page.repeat(60),
    ];
    const made = texts.map((t) => utf8Bytes(t));
    for (const [i, bytes] of made.entries()) expect(Buffer.from(bytes).equals(Buffer.from(texts[i]))).toBe(true);
    // An earlier answer is not overwritten by a later one (the socket may still hold it).
    expect(Buffer.from(made[2]).toString()).toBe(texts[2]);
    expect(made[4].buffer).not.toBe(made[2].buffer);
  });

  it('a body not made in memory (a stream) is still compressed, the streamed way', async () => {
    const r = await get('/stream', 'gzip, deflate, br');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(page);
  });
});
