import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { readSession } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationMessages, consultationQuestions, consultationReads, users } from '../db/schema';
import { countUnread, UNREAD_COUNTER } from './unread';

let t: TestServer;
let db: Db;
let author: BuiltUser;
let other: BuiltUser;
let consultant: BuiltUser;

beforeAll(async () => {
  t = await startTestServer();
  db = t.database.db;
  [author, other, consultant] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db, { role: 'consultant', name: 'Консультант' }),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

/** The badge as the author's row holds it, and as the rule counts it from the tables. */
async function both(user: BuiltUser) {
  const [row] = await db.select({ counters: users.counters }).from(users).where(eq(users.id, user.user.id));
  const counted = await countUnread({ db, user: { ...user.user, counters: undefined } });
  return { kept: row.counters[UNREAD_COUNTER] ?? 0, counted };
}

async function question(owner: BuiltUser, text = 'Як оформити переведення?') {
  const [q] = await db
    .insert(consultationQuestions)
    .values({ service: 'osobistiy-konsultant', authorId: owner.user.id, text })
    .returning({ id: consultationQuestions.id });
  return q.id;
}
const message = (questionId: number, kind: 'answer' | 'clarify' | 'reply', at: Date) =>
  db
    .insert(consultationMessages)
    .values({ questionId, kind, body: `<p>${kind}</p>`, authorId: consultant.user.id, createdAt: at })
    .returning({ id: consultationMessages.id });

describe('the unread-answers counter on the user’s row (migration 0032, ADR 054)', () => {
  it('follows every write to questions, messages and read marks, as the rule counts it', async () => {
    const expectCount = async (user: BuiltUser, n: number) => expect(await both(user)).toEqual({ kept: n, counted: n });
    const first = await question(author);
    const second = await question(author, 'Чи потрібен наказ на відпустку?');
    await expectCount(author, 0);
    const earlier = new Date(Date.now() - 60_000);
    await message(first, 'answer', earlier);
    await expectCount(author, 1);
    // The author's own reply never counts; a clarify request does, once per question.
    await message(second, 'reply', new Date());
    await expectCount(author, 1);
    const [clarify] = await message(second, 'clarify', new Date());
    await message(second, 'answer', new Date());
    await expectCount(author, 2);
    // Read after the answer: no longer unread; a read mark moved back before it: unread again.
    await db.insert(consultationReads).values({ questionId: first, userId: author.user.id, readAt: new Date() });
    await expectCount(author, 1);
    await db
      .update(consultationReads)
      .set({ readAt: new Date(earlier.getTime() - 1_000) })
      .where(and(eq(consultationReads.questionId, first), eq(consultationReads.userId, author.user.id)));
    await expectCount(author, 2);
    // Messages moved in time or removed, several in one statement.
    await db
      .update(consultationMessages)
      .set({ createdAt: new Date(earlier.getTime() - 5_000) })
      .where(eq(consultationMessages.questionId, first));
    await expectCount(author, 1);
    await db.delete(consultationMessages).where(inArray(consultationMessages.id, [clarify.id]));
    await expectCount(author, 1);
    // A question handed to another author takes its unread answer along; a deleted one (its messages go
    // with it) stops counting.
    await db.update(consultationQuestions).set({ authorId: other.user.id }).where(eq(consultationQuestions.id, second));
    await expectCount(author, 0);
    await expectCount(other, 1);
    await db.delete(consultationQuestions).where(eq(consultationQuestions.id, second));
    await expectCount(other, 0);
  });

  it('comes with the session read, so the shell asks no statement of its own; reading forgets the kept session', async () => {
    const q = await question(author, 'Як рахувати стаж?');
    await db.delete(consultationReads).where(eq(consultationReads.userId, author.user.id));
    await message(q, 'answer', new Date());
    const sessionId = decodeURIComponent(author.cookie.split('=')[1]);
    const user = await readSession({ db, sessionId });
    const n = (await both(author)).counted;
    expect(n).toBeGreaterThan(0);
    expect(user?.counters?.[UNREAD_COUNTER]).toBe(n);
    // Answered from the row the session brought: a database that refuses every statement is never asked.
    const refusing = new Proxy(db, {
      get() {
        throw new Error('no statement expected');
      },
    });
    expect(await countUnread({ db: refusing, user })).toBe(n);
    // The menu's counter answers from the same kept session; the author reads the question, and the
    // next answer (within the session's kept second) is the new count.
    const counter = async () =>
      (
        await (
          await t.request('/api/records/events/counters?keys[]=client.questions', { cookie: author.cookie })
        ).json()
      ).data[UNREAD_COUNTER];
    expect(await counter()).toBe(n);
    const read = await t.request(`/api/consultations/questions/${q}/read`, {
      method: 'POST',
      json: {},
      cookie: author.cookie,
    });
    expect(read.status).toBe(200);
    expect(await counter()).toBe(n - 1);
    expect((await readSession({ db, sessionId }))?.counters?.[UNREAD_COUNTER]).toBe(n - 1);
  });
});
