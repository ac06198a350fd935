import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../common/messages';
import { buildNewsPost, buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { threads } from '../db/schema';
import { ensureThread } from './ensure-thread';

const FIXTURES = path.resolve('tests/fixtures/attachments');
const fixture = (name: string, as = name) => new File([fs.readFileSync(path.join(FIXTURES, name))], as);

/**
 * This file's own client address (TRUST_PROXY=1): with Redis the upload limit counts per address
 * across every test file of the run, and this file alone uploads a few dozen files.
 */
const clientIp = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

let t: TestServer;
let cookie: string;
let thread: number;
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1' } });
  cookie = (await buildUser(t.deps.db)).cookie;
  const post = await buildNewsPost(t.deps.db);
  thread = (await ensureThread(t.deps.db, { kind: 'news', itemId: post.id })).id;
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

function upload(file: File, opts: { thread?: number | string; cookie?: string } = {}) {
  const form = new FormData();
  form.set('file', file);
  return t.request(`/api/comments/${opts.thread ?? thread}/comments/attachment`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': clientIp },
    cookie: opts.cookie ?? cookie,
  });
}

describe('comment attachments', () => {
  const allowed = [
    ['skan.bmp', 'image/bmp'],
    ['tabel.csv', 'text/csv'],
    ['dogovir.doc', 'application/msword'],
    ['nakaz.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['anim.gif', 'image/gif'],
    ['foto.jpeg', 'image/jpeg'],
    ['nakaz.pdf', 'application/pdf'],
    ['zvit.png', 'image/png'],
    ['lyst.rtf', 'application/rtf'],
    ['notatky.txt', 'text/plain'],
    ['vidomist.xls', 'application/vnd.ms-excel'],
    ['vidomist.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ] as const;

  it.each(allowed)('accepts %s by its content and serves it back as a download to its uploader', async (name, mime) => {
    const res = await upload(fixture(name));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; url: string; name: string; size: number } };
    expect(data).toMatchObject({ name, size: fs.statSync(path.join(FIXTURES, name)).size });
    expect(data.url).toBe(`/api/comments/attachments/${data.id}`);
    const file = await t.request(data.url, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(mime);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(fs.readFileSync(path.join(FIXTURES, name)));
  });

  it('refuses forged files with the type message naming the file', async () => {
    for (const [name, as] of [
      ['rakhunok.pdf', 'rakhunok.pdf'],
      ['zvit-z-html.png', 'zvit.png'],
    ]) {
      const res = await upload(fixture(name, as));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: msg.attachmentType(as), errors: { file: [msg.attachmentType(as)] } });
    }
    const html = await upload(new File(['<html><script>alert(1)</script></html>'], 'zvit.txt'));
    expect(html.status).toBe(201);
    const svg = await upload(new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.svg'));
    expect((await svg.json()).errors).toEqual({ file: [msg.attachmentType('logo.svg')] });
  });

  it('refuses a file over 2 MB with the size message', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x61);
    const res = await upload(new File([big], 'velykyi.txt'));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: msg.attachmentSize, errors: { file: [msg.attachmentSize] } });
  });

  it('names the Ukrainian file name in the download header, encoded', async () => {
    const res = await upload(fixture('notatky.txt', 'Відпустка "квітень".txt'));
    const { data } = (await res.json()) as { data: { url: string } };
    const file = await t.request(data.url, { cookie });
    const encoded = encodeURIComponent('Відпустка "квітень".txt');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="_________ _________.txt"; filename*=UTF-8''${encoded}`,
    );
  });

  it('an unposted file is its uploader’s only; a guest cannot upload to a thread that needs an account', async () => {
    const res = await upload(fixture('zvit.png'));
    const { data } = (await res.json()) as { data: { url: string } };
    const other = await buildUser(t.deps.db);
    expect((await t.request(data.url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(data.url)).status).toBe(404);
    const guest = await upload(fixture('zvit.png'), { cookie: '' });
    expect(guest.status).toBe(401);
  });

  it('answers 400 for a thread that does not exist or is not a number', async () => {
    for (const bad of ['999999', 'abc', '0']) {
      const res = await upload(fixture('zvit.png'), { thread: bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Обговорення не знайдено', error: 'bad_request' });
    }
    const missing = await t.request(`/api/comments/${thread}/comments/attachment`, { method: 'POST', cookie });
    expect(missing.status).toBe(422);
  });

  it('refuses uploads where the thread takes no files', async () => {
    const [noFiles] = await t.deps.db.insert(threads).values({ title: 'Без файлів', files: 0 }).returning();
    const res = await upload(fixture('zvit.png'), { thread: noFiles.id });
    expect(res.status).toBe(403);
  });
});
