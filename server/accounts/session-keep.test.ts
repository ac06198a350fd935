import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, grantSubscription } from '../../tests/support/factories';
import { keptReadsDatabase } from '../../tests/support/second-process';
import { loadAccess } from '../access/access';
import { readEntitlements, shareEntitlementChanges } from '../access/entitlements';
import type { Db } from '../db/client';
import { sessions, subscriptions, users } from '../db/schema';
import { grantDemoSubscription } from '../subscriptions/grant-demo';
import { readerAdditional } from '../subscriptions/user-additional';
import { confirmEmail } from './confirm-email';
import { destroySession, destroyUserSessions, hashSessionId, readSession, shareSessionForgets } from './sessions';
import { updateProfile } from './update-profile';

// ADR 049: a session read is kept a second per session id and forgotten at once by the writes that
// change what it answers; a request reads the user's subscriptions and course grants once.
const kept = keptReadsDatabase();
let db: Db;
beforeAll(() => {
  db = kept.db;
});

const idOf = (cookie: string) => cookie.split('=')[1];

describe('session reads kept a second', () => {
  it('a second read within the second is not asked of the database; after it, it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user, cookie } = await buildUser(db);
      expect((await readSession({ db, sessionId: idOf(cookie) }))?.id).toBe(user.id);
      // Removed behind the code's back (no forget): the kept read still answers within the second…
      await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
      vi.advanceTimersByTime(900);
      expect((await readSession({ db, sessionId: idOf(cookie) }))?.id).toBe(user.id);
      // …and the database is asked again after it.
      vi.advanceTimersByTime(200);
      expect(await readSession({ db, sessionId: idOf(cookie) })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('each read gets its own copy of the user', async () => {
    const { cookie } = await buildUser(db);
    const a = await readSession({ db, sessionId: idOf(cookie) });
    const b = await readSession({ db, sessionId: idOf(cookie) });
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    expect(a?.options).not.toBe(b?.options);
  });

  it('logging out, ending all sessions and writes to the user forget the kept read at once', async () => {
    const one = await buildUser(db);
    expect(await readSession({ db, sessionId: idOf(one.cookie) })).not.toBeNull();
    await destroySession({ db, sessionId: idOf(one.cookie) });
    expect(await readSession({ db, sessionId: idOf(one.cookie) })).toBeNull();

    const two = await buildUser(db);
    expect(await readSession({ db, sessionId: idOf(two.cookie) })).not.toBeNull();
    await destroyUserSessions({ db, userId: two.user.id });
    expect(await readSession({ db, sessionId: idOf(two.cookie) })).toBeNull();

    const three = await buildUser(db, { name: 'Ірина Коваль', confirmed: false });
    expect((await readSession({ db, sessionId: idOf(three.cookie) }))?.name).toBe('Ірина Коваль');
    await updateProfile({ db, userId: three.user.id, changes: { name: 'Ірина Коваленко' } });
    expect((await readSession({ db, sessionId: idOf(three.cookie) }))?.name).toBe('Ірина Коваленко');
    const token = crypto.randomUUID();
    await db.update(users).set({ confirmationToken: token }).where(eq(users.id, three.user.id));
    expect((await readSession({ db, sessionId: idOf(three.cookie) }))?.confirmed).toBe(false);
    await confirmEmail({ db, uuid: token });
    expect((await readSession({ db, sessionId: idOf(three.cookie) }))?.confirmed).toBe(true);
  });

  it.runIf(process.env.REDIS_URL)(
    'a logout in one process reaches the kept read of another through Redis',
    async () => {
      const other = await kept.secondProcess(shareSessionForgets);
      const { cookie } = await buildUser(db);
      expect(await readSession({ db: other, sessionId: idOf(cookie) })).not.toBeNull();
      await destroySession({ db, sessionId: idOf(cookie) });
      await expect.poll(() => readSession({ db: other, sessionId: idOf(cookie) }), { timeout: 900 }).toBeNull();
    },
  );
});

describe('subscriptions and course grants read once per request', () => {
  it('the shell and the access check of one request share one read; another request reads again', async () => {
    const { user } = await buildUser(db, { withSession: false });
    await grantSubscription(db, { userId: user.id, packageCode: 'professional', days: 30 });
    const request = { ...user };
    const first = readEntitlements(db, request);
    expect(readEntitlements(db, request)).toBe(first);
    expect((await loadAccess({ db, user: request })).packages).toEqual(['professional']);
    expect((await readerAdditional({ db, user: request })).packages.map((p) => p.code)).toEqual(['professional']);
    // Ended behind the code's back: this request keeps what it read, and so does the next one within
    // the second (below); a read for another moment is its own.
    await db.update(subscriptions).set({ status: 0 }).where(eq(subscriptions.userId, user.id));
    expect((await loadAccess({ db, user: request })).hasSubscription).toBe(true);
    expect((await loadAccess({ db, user: { ...user }, now: new Date() })).hasSubscription).toBe(false);
  });

  it('a grant in the request is seen by the same request’s next read', async () => {
    const { user } = await buildUser(db, { withSession: false });
    const request = { ...user };
    expect((await loadAccess({ db, user: request })).hasSubscription).toBe(false);
    const granted = await grantDemoSubscription({
      db,
      userId: user.id,
      packageCode: 'premium',
      days: 3,
      campaign: 'demo',
      now: new Date(),
    });
    expect(granted.isGranted).toBe(true);
    expect((await loadAccess({ db, user: request })).packages).toEqual(['premium']);
    const additional = await readerAdditional({ db, user: request });
    expect(additional.packages).toEqual([expect.objectContaining({ code: 'premium', is_demo: true })]);
    expect(additional.left).toBe(3);
  });
});

describe('subscriptions and course grants kept a second between requests', () => {
  const premiumDemo = (userId: number) =>
    grantDemoSubscription({ db, userId, packageCode: 'premium', days: 3, campaign: 'demo', now: new Date() });

  it('the next request within the second shares the read; after it, the database is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user } = await buildUser(db, { withSession: false });
      await grantSubscription(db, { userId: user.id, packageCode: 'professional', days: 30 });
      expect((await loadAccess({ db, user: { ...user } })).packages).toEqual(['professional']);
      // Ended behind the code's back (no operation, so nothing is dropped): kept within the second…
      await db.update(subscriptions).set({ status: 0 }).where(eq(subscriptions.userId, user.id));
      vi.advanceTimersByTime(900);
      expect((await loadAccess({ db, user: { ...user } })).packages).toEqual(['professional']);
      // …and read again after it.
      vi.advanceTimersByTime(200);
      expect((await loadAccess({ db, user: { ...user } })).hasSubscription).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('what the shell works out of the kept read is shared with it: a grant shows at once, a day passes in a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user } = await buildUser(db, { withSession: false });
      await grantSubscription(db, { userId: user.id, packageCode: 'professional', days: 30 });
      const first = await readerAdditional({ db, user: { ...user } });
      expect(await readerAdditional({ db, user: { ...user } })).toBe(first);
      // A grant makes a new read, and a new answer from it.
      await grantSubscription(db, { userId: user.id, packageCode: 'premium', days: 10 });
      const granted = await readerAdditional({ db, user: { ...user } });
      expect(granted.packages.map((p) => p.code).sort()).toEqual(['premium', 'professional']);
      // A day later (the read is a second old by then): the days left are worked out anew.
      vi.advanceTimersByTime(24 * 3_600_000);
      expect((await readerAdditional({ db, user: { ...user } })).left).toBe((granted.left ?? 0) - 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a grant through the operations is seen by the next request at once (revocations: payments.test.ts)', async () => {
    const { user } = await buildUser(db, { withSession: false });
    expect((await loadAccess({ db, user: { ...user } })).hasSubscription).toBe(false);
    await premiumDemo(user.id);
    expect((await loadAccess({ db, user: { ...user } })).packages).toEqual(['premium']);
    expect((await readerAdditional({ db, user: { ...user } })).packages.map((p) => p.code)).toEqual(['premium']);
  });

  it.runIf(process.env.REDIS_URL)('a grant in one process reaches the kept read of another through Redis', async () => {
    const other = await kept.secondProcess(shareEntitlementChanges);
    const { user } = await buildUser(db, { withSession: false });
    expect((await loadAccess({ db: other, user: { ...user } })).hasSubscription).toBe(false);
    await premiumDemo(user.id);
    await expect
      .poll(async () => (await loadAccess({ db: other, user: { ...user } })).packages, { timeout: 900 })
      .toEqual(['premium']);
  });
});
