import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildNewsPost, buildUser } from '../../tests/support/factories';
import { startSmtpPeer } from '../../tests/support/mail';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { threads } from '../db/schema';
import { threadOf } from './ensure-thread';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestServer;
let reader: BuiltUser;
let moderator: BuiltUser;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://fahivets.test' } });
  [reader, moderator] = await Promise.all([
    buildUser(t.deps.db, { name: 'Ірина <Бухгалтер>' }),
    buildUser(t.deps.db, { role: 'moderator', name: 'Модератор' }),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

type Json = { data: { id: number; status: string | null } };
async function post(path: string, json: unknown, cookie: string) {
  const res = await t.request(path, { method: 'POST', json, cookie });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A news post whose thread sends staff answers by e-mail (replies = 2) or not. */
async function threadWithReplies(replies: 0 | 1 | 2) {
  const news = await buildNewsPost(t.deps.db);
  const thread = (await threadOf(t.deps.db, 'news', news.id))?.id as number;
  await t.deps.db.update(threads).set({ replies }).where(eq(threads.id, thread));
  return thread;
}

describe('response by e-mail (thread replies = 2)', () => {
  it('the author who asked for notification gets the staff answer through SMTP', async () => {
    const thread = await threadWithReplies(2);
    const question = await post(
      `/api/comments/${thread}/comments`,
      { text: 'Чи оплачується перший день лікарняного?', options: { notification: true } },
      reader.cookie,
    );
    expect(question.status).toBe(201);
    const answer = await post(
      `/api/comments/${thread}/comments/${question.body.data.id}/reply`,
      { text: 'Перші п’ять днів оплачує <b>роботодавець</b>.<script>alert(1)</script>' },
      moderator.cookie,
    );
    expect(answer.status).toBe(201);
    const mail = await smtp.waitFor(reader.user.email);
    expect(mail.subject).toBe('Відповідь на ваш коментар на сайті «Фахівець»');
    expect(mail.text).toContain('Вітаємо, Ірина <Бухгалтер>!');
    expect(mail.text).toContain('Перші п’ять днів оплачує роботодавець.');
    expect(mail.text).toContain('http://fahivets.test');
    // The name is escaped, the answer is the stored sanitised HTML: nothing runs in a mail client.
    expect(mail.html).toContain('Ірина &#60;Бухгалтер&#62;');
    expect(mail.html).toContain('<b>роботодавець</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.to).toEqual([reader.user.email]);
  });

  it('no letter without notification, in a thread with replies off, or for one’s own answer', async () => {
    const before = smtp.inbox.length;
    const onThread = await threadWithReplies(2);
    const silent = await post(`/api/comments/${onThread}/comments`, { text: 'Без сповіщення' }, reader.cookie);
    await post(
      `/api/comments/${onThread}/comments/${silent.body.data.id}/reply`,
      { text: 'Відповідь' },
      moderator.cookie,
    );
    const offThread = await threadWithReplies(1);
    const asked = await post(
      `/api/comments/${offThread}/comments`,
      { text: 'Зі сповіщенням, але розсилку вимкнено', options: { notification: true } },
      reader.cookie,
    );
    await post(`/api/comments/${offThread}/comments/${asked.body.data.id}/reply`, { text: 'Так' }, moderator.cookie);
    const own = await post(
      `/api/comments/${onThread}/comments`,
      { text: 'Власне питання модератора', options: { notification: true } },
      moderator.cookie,
    );
    await post(`/api/comments/${onThread}/comments/${own.body.data.id}/reply`, { text: 'Сам собі' }, moderator.cookie);
    // A letter that follows all of them proves the earlier ones would have arrived by now.
    const marker = await threadWithReplies(2);
    const last = await post(
      `/api/comments/${marker}/comments`,
      { text: 'Контрольне питання', options: { notification: true } },
      reader.cookie,
    );
    await post(`/api/comments/${marker}/comments/${last.body.data.id}/reply`, { text: 'Контроль' }, moderator.cookie);
    const mail = await smtp.waitFor(reader.user.email, 2);
    expect(mail.text).toContain('Контроль');
    expect(smtp.inbox.length - before).toBe(1);
    expect(smtp.inbox.filter((m) => m.to.includes(moderator.user.email))).toEqual([]);
  });
});
