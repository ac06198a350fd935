import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpPeer } from '../../tests/support/mail';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { hashSessionId, SESSION_IDLE_MS } from './sessions';

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const run = crypto.randomBytes(3).toString('hex');
let ipSeq = 0;
/** A fresh client address per test (TRUST_PROXY=1), so rate-limit counters of one test don't touch another. */
const freshIp = () => `10.${Number.parseInt(run.slice(0, 2), 16)}.${Number.parseInt(run.slice(2, 4), 16)}.${++ipSeq}`;
const email = (name: string) => `${name}-${run}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test' } });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

type Init = Parameters<TestServer['request']>[1] & { ip?: string };
const call = (path: string, init: Init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', init.ip ?? freshIp());
  // PUBLIC_URL is set, so the Origin check accepts it.
  if (init.method && init.method !== 'GET') headers.set('origin', 'http://fahivets.test');
  return t.request(path, { ...init, headers });
};
const cookieOf = (r: Response) => {
  const set = r.headers.getSetCookie().find((c) => c.startsWith('fahivets_session='));
  return set ? set.split(';')[0] : undefined;
};
const register = (e: string, over: Record<string, unknown> = {}, ip?: string) =>
  call('/api/clients/register', {
    method: 'POST',
    ip,
    json: {
      email: e,
      name: 'Олена Тестова',
      phone: '+38 (067) 123-45-67',
      password: 'secret12',
      password_confirmation: 'secret12',
      ...over,
    },
  });
const login = (e: string, password: string, ip?: string, cookie?: string, remember = false) =>
  call('/api/clients/login', { method: 'POST', ip, cookie, json: { email: e, password, remember } });
/**
 * The next restore letter to an address (the outbox delivers letters in no fixed order): one whose token is
 * not in `seen`.
 */
function restoreLetter(to: string, seen: string[] = []) {
  return vi.waitFor(
    () => {
      for (const mail of smtp.inbox.filter((m) => m.to.includes(to))) {
        const token = mail.text.match(/restore\?token=([\w-]+)/)?.[1];
        if (token && !seen.includes(token)) return { mail, token };
      }
      throw new Error(`no restore letter for ${to}`);
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe('login and sessions', () => {
  it('logs in a demo account: 200 with ok/status, user fields, HttpOnly Lax cookie; ping then answers', async () => {
    const r = await login('user@fahivets.ua', 'fahivets2026');
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({
      ok: true,
      status: 'ok',
      user: { email: 'user@fahivets.ua', name: 'Оксана Користувач', initials: 'ОК', confirmed: true },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const set = r.headers
      .getSetCookie()
      .filter((c) => c.startsWith('fahivets_session='))
      .join('\n');
    expect(set).toMatch(/fahivets_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    expect(set).not.toContain('Max-Age'); // not remembered → browser-session cookie
    const ping = await call('/api/clients/ping', { cookie: cookieOf(r) });
    expect(ping.status).toBe(200);
    expect((await ping.json()).user.email).toBe('user@fahivets.ua');
  });

  it('remember makes the cookie persistent for 30 days', async () => {
    const r = await login('demo@fahivets.ua', 'fahivets2026', undefined, undefined, true);
    expect(r.headers.getSetCookie().join('\n')).toContain('Max-Age=2592000');
  });

  it('ping for a guest is the 401 of the original API', async () => {
    const r = await call('/api/clients/ping');
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('wrong password and unknown e-mail give the same 401 text', async () => {
    const a = await login('user@fahivets.ua', 'wrong-password');
    const b = await login(email('nobody'), 'wrong-password');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(await a.json()).toEqual({ message: 'Невірний логін або пароль', error: 'invalid_credentials' });
    expect(await b.json()).toEqual({ message: 'Невірний логін або пароль', error: 'invalid_credentials' });
  });

  it('login validation: required and e-mail messages', async () => {
    const r = await call('/api/clients/login', { method: 'POST', json: { email: '', password: '' } });
    expect(r.status).toBe(422);
    const { errors } = await r.json();
    expect(errors.email).toEqual(['Це поле необхідно заповнити']);
    expect(errors.password).toEqual(['Це поле необхідно заповнити']);
    const bad = await (
      await call('/api/clients/login', { method: 'POST', json: { email: 'not-an-email', password: 'x' } })
    ).json();
    expect(bad.errors.email).toEqual(['Введіть коректно e-mail']);
  });

  it('a new session id at every login; logging in while signed in ends the old session', async () => {
    const first = cookieOf(await login('professional@fahivets.ua', 'fahivets2026'));
    const second = cookieOf(await login('professional@fahivets.ua', 'fahivets2026', undefined, first));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await call('/api/clients/ping', { cookie: first })).status).toBe(401);
    expect((await call('/api/clients/ping', { cookie: second })).status).toBe(200);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = cookieOf(await login('user@fahivets.ua', 'fahivets2026'));
    const out = await call('/api/clients/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/fahivets_session=; .*Max-Age=0/);
    expect((await call('/api/clients/ping', { cookie })).status).toBe(401);
  });

  it('idle and absolute expiry end a session', async () => {
    const { db } = t.database;
    const idle = await sessionCookieFor(db, 'user@fahivets.ua');
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.idHash, hashSessionId(idle.split('=')[1])));
    expect((await call('/api/clients/ping', { cookie: idle })).status).toBe(401);
    const old = await sessionCookieFor(db, 'user@fahivets.ua');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashSessionId(old.split('=')[1])));
    expect((await call('/api/clients/ping', { cookie: old })).status).toBe(401);
  });

  it('sessions are stored hashed: the cookie value is not in the table', async () => {
    const cookie = cookieOf(await login('user@fahivets.ua', 'fahivets2026')) as string;
    const id = cookie.split('=')[1];
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(rows).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionId(id))),
    ).toHaveLength(1);
  });

  it(
    'login rate limit: the 6th failure in a minute from one IP is 429 with Retry-After and the ' + 'spec text',
    async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await login(email(`rl${i}`), 'bad-password', ip)).status).toBe(401);
      const r = await login('user@fahivets.ua', 'fahivets2026', ip);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await r.json()).message).toBe('Забагато спроб авторизації, спробуйте через декілька хвилин');
    },
  );

  it('login rate limit per account: failures from many IPs for one e-mail', async () => {
    const target = email('victim');
    for (let i = 0; i < 5; i++) expect((await login(target, 'bad-password')).status).toBe(401);
    const r = await login(target, 'bad-password');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeTruthy();
  });

  it('successful logins do not count towards the failure limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 7; i++) expect((await login('consultant@fahivets.ua', 'fahivets2026', ip)).status).toBe(200);
  });
});

describe('registration', () => {
  it('registers, signs in, stores argon2id hash and sends a Ukrainian confirmation letter over SMTP', async () => {
    const e = email('new');
    const r = await register(e);
    expect(r.status).toBe(201);
    const body = await r.json();
    expect(body).toMatchObject({
      ok: true,
      user: { email: e, name: 'Олена Тестова', phone: '380671234567', confirmed: false },
    });
    const cookie = cookieOf(r);
    expect((await call('/api/clients/ping', { cookie })).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, e));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await smtp.waitFor(e);
    expect(mail.subject).toMatch(/^Підтвердження e-mail на «.+»$/);
    const link = mail.text.match(/http:\/\/fahivets\.test\/confirmations\/([0-9a-f-]{36})/);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`/confirmations/${link?.[1]}`);
    expect(mail.text).toContain('Вітаємо, Олена Тестова!');
    // Confirming sets `confirmed`; the link works once.
    const ok = await call(`/api/clients/confirmations/${link?.[1]}`, { method: 'POST' });
    expect(ok.status).toBe(200);
    expect((await (await call('/api/clients/profile', { cookie })).json()).data.confirmed).toBe(true);
    expect((await call(`/api/clients/confirmations/${link?.[1]}`, { method: 'POST' })).status).toBe(404);
  });

  it('every registration message of the spec, under its field', async () => {
    const empty = await (await call('/api/clients/register', { method: 'POST', json: {} })).json();
    expect(empty.errors).toMatchObject({
      email: ['Це поле необхідно заповнити'],
      name: ['Це поле необхідно заповнити'],
      phone: ['Це поле необхідно заповнити'],
      password: ['Це поле необхідно заповнити'],
      password_confirmation: ['Це поле необхідно заповнити'],
    });
    const bad = await (await register('x@', { password: '123', password_confirmation: '123' })).json();
    expect(bad.errors.email[0]).toBe('Введіть коректно e-mail');
    expect(bad.errors.password).toEqual(['Будь ласка, введіть не менше 6 символів.']);
    const long = await (await register(`${'a'.repeat(250)}@example.com`)).json();
    expect(long.errors.email[0]).toBe('Максимальна довжина email — 254 символи');
    const mismatch = await (await register(email('mm'), { password_confirmation: 'secret13' })).json();
    expect(mismatch.errors.password_confirmation).toEqual(['Паролі не спвпадають']);
    const phone = await (await register(email('ph'), { phone: '380121234567' })).json();
    expect(phone.errors.phone).toEqual(['Введіть коректний номер телефону']);
  });

  it('an e-mail already registered is a 422 on the email field', async () => {
    const r = await register('USER@fahivets.ua');
    expect(r.status).toBe(422);
    expect((await r.json()).errors.email).toEqual(['E-mail вже зареєстровано']);
  });

  it('registration rate limit per IP: 429 with the spec text', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await register(email(`rr${i}`), {}, ip);
    const r = await register(email('rr-over'), {}, ip);
    expect(r.status).toBe(429);
    expect((await r.json()).message).toBe('Забагато спроб, спробуйте через декілька хв.');
    expect(r.headers.get('retry-after')).toBeTruthy();
  });
});

describe('restore and password', () => {
  it('answers the same for known and unknown e-mails; only the known one gets a letter', async () => {
    // A fresh account: the per-e-mail restore counter lives in Redis (api-pg) across runs.
    const e = email('known');
    await register(e);
    const known = await call('/api/clients/restore', { method: 'POST', json: { email: e } });
    const unknown = await call('/api/clients/restore', { method: 'POST', json: { email: email('ghost') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const { mail } = await restoreLetter(e);
    expect(mail.subject).toMatch(/^Відновлення пароля на «.+»$/);
    expect(mail.text).toContain('спрацює лише один раз');
    expect(smtp.inbox.some((m) => m.to.includes(email('ghost')))).toBe(false);
  });

  it('the reset token works once, ends all sessions, and the new password logs in', async () => {
    const e = email('reset');
    const reg = await register(e);
    const oldCookie = cookieOf(reg);
    await call('/api/clients/restore', { method: 'POST', json: { email: e } });
    const { token } = await restoreLetter(e);
    expect(token).toBeTruthy();
    const r = await call('/api/clients/restore/reset', {
      method: 'POST',
      json: { token, password: 'newpass1', password_confirmation: 'newpass1' },
    });
    expect(r.status).toBe(200);
    expect((await call('/api/clients/ping', { cookie: oldCookie })).status).toBe(401);
    expect((await call('/api/clients/ping', { cookie: cookieOf(r) })).status).toBe(200);
    const again = await call('/api/clients/restore/reset', {
      method: 'POST',
      json: { token, password: 'other12', password_confirmation: 'other12' },
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.token).toEqual(['Посилання для відновлення пароля недійсне або застаріло']);
    expect((await login(e, 'newpass1')).status).toBe(200);
  });

  it('a reset or a password change voids every other open reset link of the account', async () => {
    const e = email('void');
    await register(e);
    const seen: string[] = [];
    const tokenOf = async () => {
      await call('/api/clients/restore', { method: 'POST', json: { email: e } });
      const { token } = await restoreLetter(e, seen);
      seen.push(token);
      return token;
    };
    const first = await tokenOf();
    const second = await tokenOf();
    expect(first).not.toBe(second);
    const reset = (token: string, password: string) =>
      call('/api/clients/restore/reset', {
        method: 'POST',
        json: { token, password, password_confirmation: password },
      });
    expect((await reset(second, 'newpass1')).status).toBe(200);
    const stale = await reset(first, 'attacker1');
    expect(stale.status).toBe(422);
    expect((await stale.json()).errors.token).toEqual(['Посилання для відновлення пароля недійсне або застаріло']);
    // A letter asked for before a password change no longer works after it.
    const beforeChange = await tokenOf();
    const fresh = cookieOf(await login(e, 'newpass1'));
    expect(
      (
        await call('/api/clients/password', {
          method: 'POST',
          cookie: fresh,
          json: { old_password: 'newpass1', password: 'changed1', password_confirmation: 'changed1' },
        })
      ).status,
    ).toBe(200);
    expect((await reset(beforeChange, 'attacker1')).status).toBe(422);
    expect((await login(e, 'changed1')).status).toBe(200);
  });

  it('an expired reset token is refused', async () => {
    const e = email('expired');
    await register(e);
    await call('/api/clients/restore', { method: 'POST', json: { email: e } });
    const { token } = await restoreLetter(e);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSessionId(token)));
    const r = await call('/api/clients/restore/reset', {
      method: 'POST',
      json: { token, password: 'newpass1', password_confirmation: 'newpass1' },
    });
    expect(r.status).toBe(422);
  });

  it('restore rate limit: 429 after 5 requests from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await call('/api/clients/restore', { method: 'POST', ip, json: { email: email(`rs${i}`) } })).status,
      ).toBe(200);
    const r = await call('/api/clients/restore', { method: 'POST', ip, json: { email: email('rs-over') } });
    expect(r.status).toBe(429);
    expect((await r.json()).message).toBe('Забагато спроб, спробуйте пізніше...');
  });

  it('password change: old password checked, every other session ends, this one continues under a new id', async () => {
    const e = email('pw');
    const a = cookieOf(await register(e));
    const b = cookieOf(await login(e, 'secret12'));
    const wrong = await call('/api/clients/password', {
      method: 'POST',
      cookie: a,
      json: { old_password: 'nope-nope', password: 'fresh123', password_confirmation: 'fresh123' },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.old_password).toEqual(['Невірний поточний пароль']);
    const mismatch = await call('/api/clients/password', {
      method: 'POST',
      cookie: a,
      json: { old_password: 'secret12', password: 'fresh123', password_confirmation: 'fresh124' },
    });
    expect((await mismatch.json()).errors.password_confirmation).toEqual(['Паролі не спвпадають']);
    const ok = await call('/api/clients/password', {
      method: 'POST',
      cookie: a,
      json: { old_password: 'secret12', password: 'fresh123', password_confirmation: 'fresh123' },
    });
    expect(ok.status).toBe(200);
    const c = cookieOf(ok);
    expect((await call('/api/clients/ping', { cookie: a })).status).toBe(401);
    expect((await call('/api/clients/ping', { cookie: b })).status).toBe(401);
    expect((await call('/api/clients/ping', { cookie: c })).status).toBe(200);
    expect(
      (
        await call('/api/clients/password', {
          method: 'POST',
          json: { old_password: 'x', password: 'fresh123', password_confirmation: 'fresh123' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('profile, e-mail, main phone', () => {
  it('GET profile needs a session; POST saves name and phone (JSON) with field errors', async () => {
    expect((await call('/api/clients/profile')).status).toBe(401);
    const cookie = await sessionCookieFor(t.database.db, 'constructor@fahivets.ua');
    const r = await call('/api/clients/profile', {
      method: 'POST',
      cookie,
      json: { name: 'Олена К.', phone: '+38 (050) 111-22-33' },
    });
    expect(r.status).toBe(200);
    expect((await r.json()).data).toMatchObject({ name: 'Олена К.', phone: '380501112233' });
    const bad = await call('/api/clients/profile', { method: 'POST', cookie, json: { name: '', phone: '123' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      name: ['Це поле необхідно заповнити'],
      phone: ['Введіть коректний номер телефону'],
    });
  });

  it('avatar upload is checked by content: a PNG is stored, a renamed text file is refused', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'constructor@fahivets.ua');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('name', 'Олена К.');
    form.set('phone', '380501112233');
    form.set('avatar', new File([png], 'me.png', { type: 'image/png' }));
    const r = await call('/api/clients/profile', { method: 'POST', cookie, body: form });
    expect(r.status).toBe(200);
    const { data } = await r.json();
    expect(data.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.png$/);
    expect((await call(data.avatar)).status).toBe(200);
    const fake = new FormData();
    fake.set('name', 'Олена К.');
    fake.set('phone', '380501112233');
    fake.set('avatar', new File(['<?php echo 1; ?>'], 'me.png', { type: 'image/png' }));
    const bad = await call('/api/clients/profile', { method: 'POST', cookie, body: fake });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.avatar[0]).toContain('Завантажте зображення');
  });

  it('POST clients/email: a new address becomes unconfirmed and gets a letter; a taken one is refused', async () => {
    const e = email('mail-old');
    const cookie = cookieOf(await register(e));
    const e2 = email('mail-new');
    const r = await call('/api/clients/email', { method: 'POST', cookie, json: { email: e2 } });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ ok: true, confirmed: false, message: 'Лист для підтвердження надіслано' });
    expect((await smtp.waitFor(e2)).text).toContain('/confirmations/');
    const taken = await call('/api/clients/email', { method: 'POST', cookie, json: { email: 'user@fahivets.ua' } });
    expect(taken.status).toBe(422);
    expect((await call('/api/clients/email', { method: 'POST', json: { email: e2 } })).status).toBe(401);
  });

  it('POST nuxt/main-phone validates the spec phone pattern', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'moderator@fahivets.ua');
    expect(
      (await call('/api/nuxt/main-phone', { method: 'POST', cookie, json: { phone: '380931234567' } })).status,
    ).toBe(200);
    const bad = await call('/api/nuxt/main-phone', { method: 'POST', cookie, json: { phone: '380831234567' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.phone).toEqual(['Введіть коректний номер телефону']);
    expect((await call('/api/nuxt/main-phone', { method: 'POST', json: { phone: '380931234567' } })).status).toBe(401);
  });
});

describe('campaigns', () => {
  it('registration campaign: ok for a new client (signed in), already (422) for a known e-mail', async () => {
    const e = email('camp');
    const r = await call('/api/clients/campaign/registration', {
      method: 'POST',
      json: { email: e, name: 'Іван', phone: '380671234500', password: 'secret12', eventLabel: 'reg' },
    });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ result: 'ok', newClient: true, authenticated: true, message: 'Ви зареєстровані' });
    expect((await call('/api/clients/ping', { cookie: cookieOf(r) })).status).toBe(200);
    const again = await call('/api/clients/campaign/registration', {
      method: 'POST',
      json: { email: e, name: 'Іван', phone: '380671234500', password: 'secret12', eventLabel: 'reg' },
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ result: 'already', message: 'E-mail вже зареєстровано' });
    const invalid = await call('/api/clients/campaign/registration', {
      method: 'POST',
      json: { email: email('c2'), name: '', phone: '1', password: '1' },
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors.password).toEqual(['Будь ласка, введіть не менше 6 символів.']);
  });

  it('other campaigns: ok, ok-for-exists-user (own account), already; registered list reads them', async () => {
    const e = email('webinar');
    const first = await call('/api/clients/campaign/free-webinars-subscribe', {
      method: 'POST',
      json: { email: e, name: 'Гість' },
    });
    const a = await first.json();
    expect(a.result).toBe('ok');
    const marker = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('fahivets_campaign='))
      ?.split(';')[0];
    expect(marker).toBeDefined();
    // A fresh account: the per-e-mail campaign counter lives in Redis (api-pg) across runs.
    const member = email('member');
    const memberCookie = cookieOf(await register(member));
    const b = await (
      await call('/api/clients/campaign/free-webinars-subscribe', {
        method: 'POST',
        cookie: memberCookie,
        json: { email: member },
      })
    ).json();
    expect(b.result).toBe('ok-for-exists-user');
    const c = await call('/api/clients/campaign/free-webinars-subscribe', { method: 'POST', json: { email: e } });
    expect(c.status).toBe(422);
    expect((await c.json()).result).toBe('already');
    const campaigns = 'campaigns[]=free-webinars-subscribe&campaigns[]=other';
    const listPath = `/api/clients/campaigns/registered?${campaigns}&email=${encodeURIComponent(e)}`;
    const list = await (await call(listPath, { cookie: marker })).json();
    expect(list.data).toEqual({ 'free-webinars-subscribe': true, other: false });
    // Another browser (no marker) learns nothing about the e-mail.
    expect((await (await call(listPath)).json()).data).toEqual({ 'free-webinars-subscribe': false, other: false });
  });

  it('campaign not specified: 422 with the spec text', async () => {
    const r = await call('/api/clients/campaign', { method: 'POST', json: { email: email('x') } });
    expect(r.status).toBe(422);
    expect((await r.json()).message).toBe('Не вказано id кампанії');
    const blank = await call('/api/clients/campaign/%20', { method: 'POST', json: { email: email('x') } });
    expect(blank.status).toBe(422);
    expect((await blank.json()).errors.campaign).toEqual(['Не вказано id кампанії']);
  });

  it('campaign rate limit: 429 with the spec text', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      await call('/api/clients/campaign/promo', { method: 'POST', ip, json: { email: email(`cp${i}`) } });
    const r = await call('/api/clients/campaign/promo', { method: 'POST', ip, json: { email: email('cp-over') } });
    expect(r.status).toBe(429);
    expect((await r.json()).message).toBe('Забагато спроб, спробуйте пізніше...');
  });
});

describe('social lists without configuration', () => {
  it(
    'no providers configured: empty list; starting a login is a 404 with the spec text; connected list needs ' +
      'login',
    async () => {
      expect(await (await call('/api/clients/social/list')).json()).toEqual({ data: [] });
      const r = await call('/api/clients/social/google');
      expect(r.status).toBe(404);
      expect((await r.json()).message).toBe('Не вдалося згенерувати URL для авторизації через Google');
      expect((await call('/api/clients/social/twitter')).status).toBe(422);
      expect((await call('/api/clients/social')).status).toBe(401);
    },
  );
});

describe('bad input never yields a 500', () => {
  const endpoints: [string, string][] = [
    ['POST', '/api/clients/login'],
    ['POST', '/api/clients/register'],
    ['POST', '/api/clients/restore'],
    ['POST', '/api/clients/restore/reset'],
    ['POST', '/api/clients/password'],
    ['POST', '/api/clients/profile'],
    ['POST', '/api/clients/email'],
    ['POST', '/api/nuxt/main-phone'],
    ['POST', '/api/clients/campaign/registration'],
    ['POST', '/api/clients/campaign/other'],
  ];
  const bodies: (string | undefined)[] = [
    undefined,
    '{',
    'null',
    '[]',
    '"text"',
    JSON.stringify({
      email: 12,
      password: true,
      name: ['x'],
      phone: {},
      remember: 'yes',
      old_password: null,
      password_confirmation: 5,
      token: 7,
    }),
    JSON.stringify({
      email: `${'я'.repeat(5000)}@пошта.укр`,
      password: 'п'.repeat(10_000),
      name: '\u0000\uD83D\uDE00'.repeat(1000),
      phone: '٣٨٠٦٧١٢٣٤٥٦٧',
    }),
  ];
  it('wrong types, broken JSON, huge and unicode strings, missing fields → 4xx with a message', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'premiumpro@fahivets.ua');
    for (const [method, path] of endpoints) {
      for (const body of bodies) {
        const r = await call(path, { method, cookie, body, headers: { 'content-type': 'application/json' } });
        expect(r.status, `${method} ${path} ${body?.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${path} ${body?.slice(0, 40)}`).toBeLessThan(500);
        expect(typeof (await r.json()).message).toBe('string');
      }
    }
  });
});

describe('session cookie on an HTTPS site', () => {
  it('login sets __Host-fahivets_session with Secure; logout clears that same cookie', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://fahivets.test' } });
    try {
      const headers = { origin: 'https://fahivets.test' };
      const r = await https.request('/api/clients/login', {
        method: 'POST',
        headers,
        json: { email: 'user@fahivets.ua', password: 'fahivets2026', remember: true },
      });
      expect(r.status).toBe(200);
      const set = r.headers.getSetCookie().join('\n');
      expect(set).toMatch(
        /^__Host-fahivets_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=2592000$/m,
      );
      const cookie = set.split(';')[0];
      expect((await https.request('/api/clients/ping', { cookie })).status).toBe(200);
      const out = await https.request('/api/clients/logout', { method: 'POST', headers, cookie });
      expect(out.status).toBe(200);
      const cleared = out.headers.getSetCookie();
      expect(cleared).toHaveLength(1);
      expect(cleared[0]).toMatch(/^__Host-fahivets_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/);
      expect((await https.request('/api/clients/ping', { cookie })).status).toBe(401);
    } finally {
      await https.stop();
    }
  });
});

describe('rate limits across processes', () => {
  // Two processes share the counters only through Redis: runs where REDIS_URL is given (api-pg).
  it.skipIf(process.env.TEST_DB !== 'postgres' || !process.env.REDIS_URL)(
    'login failures counted by one process stop the next attempt in another',
    async () => {
      // The second process of the same deployment: same Redis, same key prefix.
      const other = await startTestServer({
        env: {
          SMTP_URL: smtp.url,
          TRUST_PROXY: '1',
          PUBLIC_URL: 'http://fahivets.test',
          REDIS_KEY_PREFIX: t.deps.env.REDIS_KEY_PREFIX,
        },
      });
      try {
        const ip = freshIp();
        const headers = { 'x-forwarded-for': ip, origin: 'http://fahivets.test' };
        const fail = (server: TestServer, i: number) =>
          server.request('/api/clients/login', {
            method: 'POST',
            headers,
            json: { email: email(`xp${i}`), password: 'bad-password' },
          });
        for (let i = 0; i < 3; i++) expect((await fail(t, i)).status).toBe(401);
        for (let i = 3; i < 5; i++) expect((await fail(other, i)).status).toBe(401);
        const r = await fail(other, 5);
        expect(r.status).toBe(429);
        expect((await r.json()).message).toBe('Забагато спроб авторизації, спробуйте через декілька хвилин');
        expect((await fail(t, 6)).status).toBe(429);
      } finally {
        await other.stop();
      }
    },
  );
});
