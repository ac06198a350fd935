import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('seeded academy courses', () => {
  it('sells three courses beside their landings, each opening mini-course records', async () => {
    const r = await t.request('/api/courses');
    expect(r.status).toBe(200);
    const { data } = await r.json();
    expect(data.map((c: { code: string; price: number; landing: string }) => [c.code, c.price, c.landing])).toEqual([
      ['kurs-kadry-z-nulia', 2490, '/klacademy_kurs_kadznul_091023'],
      ['kurs-viiskovyi-oblik', 1890, '/klacademy_kurs_vo_170723'],
      ['kurs-kadrove-dilovodstvo', 1590, '/klacademy_kurs_kd_281024'],
    ]);
    for (const c of data) expect(c.records.length).toBeGreaterThan(0);
  });

  it('the military course plays its first module to any signed-in visitor only', async () => {
    const { data } = await (await t.request('/api/courses/kurs-viiskovyi-oblik')).json();
    const record = (await (await t.request(`/api/records/events/${data.records[0].id}`)).json()).data;
    const firstModule = record.modules[0].id;
    const previews = record.videos.map((v: { is_preview: boolean; options: { module: number } }) => [
      v.options.module === firstModule,
      v.is_preview,
    ]);
    expect(previews.length).toBeGreaterThan(1);
    for (const [inFirst, isPreview] of previews) expect(isPreview).toBe(inFirst);
  });
});
