import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { saveWebinar } from './save-webinar';
import { webinarInput } from './webinars.schema';

let t: TestServer;
let ipSeq = 0;
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test' } });
});
afterAll(async () => {
  await t?.stop();
});

const DAY = 86_400_000;
async function buildWebinar(over: Record<string, unknown> = {}) {
  const input = webinarInput.parse({
    title: `Вебінар ${uniq('w')}`,
    description: 'Розбір; змін, у трудовому праві',
    starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
    lecturers: [{ name: 'Ірина Лектор', position: 'юристка', photo: '/img/l.jpg' }],
    programme: ['Перше питання'],
    gifts: ['Чек-лист'],
    is_published: true,
    ...over,
  });
  return (await saveWebinar({ db: t.database.db, id: null, input })).webinar;
}
const register = (campaign: string, json: unknown, cookie?: string) =>
  t.request(`/api/clients/campaign/${campaign}`, {
    method: 'POST',
    json,
    cookie,
    headers: { 'x-forwarded-for': `10.9.8.${++ipSeq}`, origin: 'http://fahivets.test' },
  });

describe('free webinars', () => {
  it('list and one: published of the theme only; spec fields; client_registered after registration', async () => {
    const w = await buildWebinar();
    const hidden = await buildWebinar({ is_published: false });
    const otherTheme = await buildWebinar({ themes: ['accounting'] });
    const u = await buildUser(t.database.db);
    const list = await (await t.request('/api/records/free-webinars', { cookie: u.cookie })).json();
    const ids = list.data.map((x: { id: number }) => x.id);
    expect(ids).toContain(w.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(otherTheme.id);
    const item = list.data.find((x: { id: number }) => x.id === w.id);
    expect(item).toEqual({
      id: w.id,
      title: w.title,
      date: w.startsAt.toISOString(),
      client_registered: false,
      lectors_thumbs: ['/img/l.jpg'],
      record_id: null,
    });
    const full = await (await t.request('/api/records/free-webinars?query=full')).json();
    expect(full.data.find((x: { id: number }) => x.id === w.id).options.campaigns).toEqual({
      webCatalogCampaign: `webinar-${w.id}`,
      webEnterCampaign: null,
    });

    const r = await register(`webinar-${w.id}`, { email: u.user.email }, u.cookie);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ result: 'ok-for-exists-user', redirect: '/page_thanks_calendar_webinar' });
    const one = await (await t.request(`/api/records/free-webinars/${w.id}`, { cookie: u.cookie })).json();
    expect(one.data).toMatchObject({ id: w.id, client_registered: true });
    expect(one.data.blocks.find((b: { type: string }) => b.type === 'lectors').lectors[0].name).toBe('Ірина Лектор');
    // Registering again is 'already' — still a success for the card.
    expect((await (await register(`webinar-${w.id}`, { email: u.user.email }, u.cookie)).json()).result).toBe(
      'already',
    );
    expect((await t.request(`/api/kbs/campaign/webinar-${w.id}`)).status).toBe(200);
  });

  it('404 for unpublished and unknown ids; 422 for non-numeric', async () => {
    const hidden = await buildWebinar({ is_published: false });
    expect((await t.request(`/api/records/free-webinars/${hidden.id}`)).status).toBe(404);
    expect((await t.request('/api/records/free-webinars/2147483647')).status).toBe(404);
    expect((await t.request('/api/records/free-webinars/abc')).status).toBe(422);
    // Beyond the id range: no such webinar, never a 500.
    expect((await t.request('/api/records/free-webinars/99999999999')).status).toBe(404);
  });

  it('calendar: a valid iCalendar event with start, end, escaped text and the page link', async () => {
    const w = await buildWebinar({ duration_minutes: 120 });
    const r = await t.request(`/api/records/free-webinars/${w.id}/calendar.ics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/calendar');
    const body = await r.text();
    expect(body.endsWith('\r\n')).toBe(true);
    // Unfold (RFC 5545 §3.1) and read the properties.
    const lines = body.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const props = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]));
    const parse = (v: string) =>
      new Date(
        `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`,
      );
    expect(parse(props.DTSTART).getTime()).toBe(Math.floor(w.startsAt.getTime() / 1000) * 1000);
    expect(parse(props.DTEND).getTime() - parse(props.DTSTART).getTime()).toBe(120 * 60_000);
    expect(props.SUMMARY).toBe(w.title);
    expect(props.DESCRIPTION).toContain('Розбір\\; змін\\, у трудовому праві');
    expect(props.URL).toBe(`http://fahivets.test/free-webinars/${w.id}`);
    expect(props.UID).toBe(`webinar-${w.id}@fahivets.test`);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('staff create, edit and publish; others are refused; bad input 422', async () => {
    const body = {
      title: 'Військовий облік на підприємстві',
      starts_at: new Date(Date.now() + 5 * DAY).toISOString(),
      themes: ['hr'],
    };
    expect((await t.request('/api/staff/webinars', { method: 'POST', json: body })).status).toBe(401);
    const plain = await buildUser(t.database.db);
    expect((await t.request('/api/staff/webinars', { method: 'POST', json: body, cookie: plain.cookie })).status).toBe(
      403,
    );
    const editor = await buildUser(t.database.db, { role: 'events_editor' });
    const created = await t.request('/api/staff/webinars', { method: 'POST', json: body, cookie: editor.cookie });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect((await t.request(`/api/records/free-webinars/${data.id}`)).status).toBe(404);
    const published = await t.request(`/api/staff/webinars/${data.id}`, {
      method: 'PUT',
      json: { ...body, is_published: true, record_id: 42 },
      cookie: editor.cookie,
    });
    expect(published.status).toBe(200);
    const seen = await (await t.request(`/api/records/free-webinars/${data.id}`)).json();
    expect(seen.data).toMatchObject({ title: body.title, record_id: 42 });
    const bad = await t.request('/api/staff/webinars', {
      method: 'POST',
      json: { title: '', starts_at: 'завтра', themes: [] },
      cookie: editor.cookie,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['starts_at', 'themes', 'title']);
    const missing = await t.request('/api/staff/webinars/2147483647', {
      method: 'PUT',
      json: body,
      cookie: editor.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('registration through a closed webinar campaign fails and records nothing', async () => {
    const w = await buildWebinar();
    const editor = await buildUser(t.database.db, { role: 'events_editor' });
    const closing = await t.request(`/api/staff/campaigns/webinar-${w.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      json: { title: 'Закрита', grant_kind: 'webinar', ends_at: new Date(Date.now() - DAY).toISOString() },
    });
    expect(closing.status).toBe(200);
    const closed = await register(`webinar-${w.id}`, { email: `${uniq('g')}@example.com` });
    expect(closed.status).toBe(409);
    expect((await closed.json()).result).toBe('fail');
    expect(await (await t.request(`/api/kbs/campaign/webinar-${w.id}`)).json()).toEqual({ count: 0 });
  });
});
