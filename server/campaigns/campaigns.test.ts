import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildUser, grantSubscription, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { campaignRegistrations, mailOutbox, subscriptions, users } from '../db/schema';

let t: TestServer;
const run = crypto.randomBytes(3).toString('hex');
let ipSeq = 0;
/** Each call from its own address (TRUST_PROXY=1): the per-IP campaign counter never interferes. */
const freshIp = () => `10.${Number.parseInt(run.slice(0, 2), 16)}.${Number.parseInt(run.slice(2, 4), 16)}.${++ipSeq}`;
const email = () => `${uniq('camp')}@example.com`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test' } });
});
afterAll(async () => {
  await t?.stop();
});

const post = (campaign: string, json: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  t.request(`/api/clients/campaign/${campaign}`, {
    method: 'POST',
    json,
    cookie: opts.cookie,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), origin: 'http://fahivets.test' },
  });
const guest = (e: string) => ({ email: e, name: 'Оксана Петренко', phone: '380671234500', password: 'secret12' });
const sessionOf = (r: Response) =>
  r.headers
    .getSetCookie()
    .find((c) => c.startsWith('fahivets_session='))
    ?.split(';')[0];
const demoCampaign = (over: Parameters<typeof buildCampaign>[1] = {}) =>
  buildCampaign(db(), {
    createsAccount: true,
    grantKind: 'demo',
    packageCode: 'premium',
    demoDays: 3,
    alreadyPath: '/demo_singup_replay',
    letterSubject: 'Демодоступ відкрито',
    letterText: 'Доступ уже діє.',
    ...over,
  });
const registrationsOf = (campaign: string) =>
  db().select().from(campaignRegistrations).where(eq(campaignRegistrations.campaign, campaign));
const demosOf = (userId: number) =>
  db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isDemo, true)));

describe('campaign statuses', () => {
  it('ok: a guest gets an account, a session and the demo, visible to the access service and the flags', async () => {
    const c = await demoCampaign();
    const e = email();
    const r = await post(c.alias, { ...guest(e), utm: { utm_source: 'newsletter', utm_medium: 'email', GA: 'G1' } });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({
      result: 'ok',
      newClient: true,
      authenticated: true,
      redirect: '/thank_auth',
      message: 'Ви зареєстровані',
    });
    expect(body.client_id).toBeGreaterThan(0);
    const cookie = sessionOf(r);
    const access = await (await t.request('/api/shop4/access', { cookie })).json();
    expect(access).toMatchObject({ packages: ['premium'], has_subscription: true });
    const flags = await (await t.request('/api/shop4/subscriptions-flags', { cookie })).json();
    expect(flags).toMatchObject({ has_demo: true, is_subscriber: false });
    const [demo] = await demosOf(body.client_id);
    expect(demo.campaigns).toEqual([c.alias]);
    expect(Math.round((demo.endAt.getTime() - demo.beginAt.getTime()) / 86_400_000)).toBe(3);
    const letters = await db().select().from(mailOutbox).where(eq(mailOutbox.to, e));
    expect(letters.map((l) => l.subject)).toContain('Демодоступ відкрито');
    const [reg] = await registrationsOf(c.alias);
    expect(reg).toMatchObject({ source: 'newsletter', medium: 'email', userId: body.client_id });
    expect(reg.utm).toMatchObject({ utm_source: 'newsletter', GA: 'G1' });
  });

  it('already: the same e-mail again is a 422 with the spec text and the campaign page for it', async () => {
    const c = await demoCampaign();
    const e = email();
    expect((await post(c.alias, guest(e))).status).toBe(200);
    const again = await post(c.alias, guest(e));
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      result: 'already',
      message: 'E-mail вже зареєстровано',
      redirect: '/demo_singup_replay',
      authenticated: false,
      client_id: null,
    });
  });

  it('ok-for-exists-user: a signed-in user without a package gets the demo on the own account', async () => {
    const c = await demoCampaign({ existsPath: '/thank_new' });
    const u = await buildUser(db());
    // What the reader has bought was read just before (a page of the campaign): kept a second (ADR 049).
    const before = await (await t.request('/api/shop4/access', { cookie: u.cookie })).json();
    expect(before).toMatchObject({ packages: [], has_subscription: false });
    const r = await post(c.alias, { email: u.user.email }, { cookie: u.cookie });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      result: 'ok-for-exists-user',
      client_id: u.user.id,
      authenticated: true,
      newClient: false,
      redirect: '/thank_new',
    });
    expect(await demosOf(u.user.id)).toHaveLength(1);
    // The demo is open on the very next request.
    const after = await (await t.request('/api/shop4/access', { cookie: u.cookie })).json();
    expect(after).toMatchObject({ packages: ['premium'], has_subscription: true });
  });

  it('fail: a closed campaign registers nothing (409, spec text)', async () => {
    const c = await buildCampaign(db(), { endsAt: new Date(Date.now() - 60_000) });
    const e = email();
    const r = await post(c.alias, { email: e });
    expect(r.status).toBe(409);
    expect(await r.json()).toMatchObject({ result: 'fail', message: 'Сталася якась помилка...' });
    expect(await registrationsOf(c.alias)).toHaveLength(0);
    const later = await buildCampaign(db(), { startsAt: new Date(Date.now() + 86_400_000) });
    expect((await post(later.alias, { email: e })).status).toBe(409);
  });

  it('campaign-not-specified: 422 with the spec text', async () => {
    const r = await post('', { email: email() });
    expect(r.status).toBe(422);
    expect((await r.json()).message).toBe('Не вказано id кампанії');
  });

  it('too-many-attempts: the eleventh call from one address in ten minutes is a 429 with the spec text', async () => {
    const c = await buildCampaign(db());
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post(c.alias, { email: email() }, { ip })).status).toBe(200);
    const r = await post(c.alias, { email: email() }, { ip });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeTruthy();
    expect((await r.json()).message).toBe('Забагато спроб, спробуйте пізніше...');
  });
});

describe('grants in the registration transaction', () => {
  it('a grant that cannot be given leaves nothing: no account, no registration, no letter', async () => {
    const c = await demoCampaign({ packageCode: 'no-such-package' });
    const e = email();
    const r = await post(c.alias, guest(e));
    expect(r.status).toBe(409);
    expect((await r.json()).result).toBe('fail');
    expect(sessionOf(r)).toBeUndefined();
    expect(await db().select().from(users).where(sql`lower(${users.email}) = ${e.toLowerCase()}`)).toHaveLength(0);
    expect(await registrationsOf(c.alias)).toHaveLength(0);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, e))).toHaveLength(0);
  });

  it('one demo per person per package: a second demo campaign answers already and records nothing', async () => {
    const first = await demoCampaign();
    const second = await demoCampaign({ alreadyPath: '/demo_singup_replay' });
    const u = await buildUser(db());
    expect((await post(first.alias, { email: u.user.email }, { cookie: u.cookie })).status).toBe(200);
    const r = await post(second.alias, { email: u.user.email }, { cookie: u.cookie });
    expect(r.status).toBe(422);
    expect(await r.json()).toMatchObject({ result: 'already', redirect: '/demo_singup_replay', client_id: u.user.id });
    expect(await registrationsOf(second.alias)).toHaveLength(0);
    expect(await demosOf(u.user.id)).toHaveLength(1);
    // Another package's demo is still possible.
    const other = await demoCampaign({ packageCode: 'standard' });
    expect((await post(other.alias, { email: u.user.email }, { cookie: u.cookie })).status).toBe(200);
  });

  it('an ended demo still counts (had_recent_demo), and a paid subscriber gets no demo', async () => {
    const c = await demoCampaign();
    const former = await buildUser(db());
    await grantSubscription(db(), { userId: former.user.id, packageCode: 'premium', isDemo: true, days: -2 });
    const flags = await (await t.request('/api/shop4/subscriptions-flags', { cookie: former.cookie })).json();
    expect(flags).toMatchObject({ had_demo: true, had_recent_demo: true, has_demo: false });
    expect((await post(c.alias, { email: former.user.email }, { cookie: former.cookie })).status).toBe(422);
    const paying = await buildUser(db());
    await grantSubscription(db(), { userId: paying.user.id, packageCode: 'standard' });
    const r = await post(c.alias, { email: paying.user.email }, { cookie: paying.cookie });
    expect((await r.json()).result).toBe('already');
    expect(await demosOf(paying.user.id)).toHaveLength(0);
  });

  it('a guest typing an existing account e-mail on an account campaign gets already and no grant', async () => {
    const c = await demoCampaign();
    const owner = await buildUser(db(), { withSession: false });
    const r = await post(c.alias, guest(owner.user.email));
    expect(r.status).toBe(422);
    expect(await r.json()).toMatchObject({ result: 'already', client_id: null, authenticated: false });
    expect(await demosOf(owner.user.id)).toHaveLength(0);
  });

  it('a gift-file campaign sends the gift link in its letter', async () => {
    const c = await buildCampaign(db(), {
      grantKind: 'file',
      giftUrl: '/files/checklist.pdf',
      letterSubject: 'Ваш подарунок',
      letterText: 'Чек-лист у вкладенні за посиланням.',
    });
    const e = email();
    expect((await post(c.alias, { email: e, name: 'Ірина' })).status).toBe(200);
    const [letter] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, e));
    expect(letter.subject).toBe('Ваш подарунок');
    expect(letter.text).toContain('http://fahivets.test/files/checklist.pdf');
  });
});

describe('counters and staff configuration', () => {
  it('GET kbs/campaign/{campaign} counts registrations', async () => {
    const c = await buildCampaign(db());
    for (let i = 0; i < 3; i++) await post(c.alias, { email: email() });
    expect(await (await t.request(`/api/kbs/campaign/${c.alias}`)).json()).toEqual({ count: 3 });
    expect(await (await t.request(`/api/kbs/campaign/${uniq('none')}`)).json()).toEqual({ count: 0 });
    expect((await t.request('/api/kbs/campaign/%00x')).status).toBe(422);
  });

  it('staff create and change campaigns; guests get 401, other users 403, bad input 422', async () => {
    const alias = uniq('staff');
    const body = {
      title: 'Демодоступ на тиждень',
      grant_kind: 'demo',
      creates_account: true,
      package_code: 'standard',
      demo_days: 7,
      already_path: '/demo_singup_replay',
    };
    const put = (cookie: string | undefined, json: unknown) =>
      t.request(`/api/staff/campaigns/${alias}`, { method: 'PUT', cookie, json });
    expect((await put(undefined, body)).status).toBe(401);
    const plain = await buildUser(db());
    expect((await put(plain.cookie, body)).status).toBe(403);
    const editor = await buildUser(db(), { role: 'events_editor' });
    const created = await put(editor.cookie, body);
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ alias, demo_days: 7, ok_path: '/thank_auth' });
    const changed = await put(editor.cookie, { ...body, demo_days: 5 });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.demo_days).toBe(5);
    const bad = await put(editor.cookie, { ...body, package_code: null, ok_path: 'https://evil.example' });
    expect(bad.status).toBe(422);
    const errors = (await bad.json()).errors;
    expect(errors.package_code).toEqual(['Для демодоступу вкажіть пакет і кількість днів']);
    expect(errors.ok_path).toEqual(['Вкажіть адресу сторінки сайту, що починається з /']);
    expect((await put(editor.cookie, { ...body, package_code: 'nope' })).status).toBe(422);
    const list = await (await t.request('/api/staff/campaigns', { cookie: editor.cookie })).json();
    expect(list.data.map((c: { alias: string }) => c.alias)).toEqual(
      expect.arrayContaining(['registration', 'demo', 'free-webinars-subscribe', alias]),
    );
    // The configured demo works at once.
    const u = await buildUser(db());
    expect((await post(alias, { email: u.user.email }, { cookie: u.cookie })).status).toBe(200);
    expect((await demosOf(u.user.id))[0].endAt.getTime() - Date.now()).toBeGreaterThan(4 * 86_400_000);
  });
});
