import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpPeer } from '../../tests/support/mail';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { loadEnv } from '../env';
import { createLogger } from '../observability/logger';
import { createMailer } from './mailer';
import { queueingMailer, retryDelayMs, startMailDispatcher } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

/** A port with nothing listening on it. */
async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

const letter = { to: 'hr@example.ua', subject: 'Підтвердіть e-mail', html: '<p>Привіт</p>', text: 'Привіт' };
const until = (check: () => Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not reached');
    },
    { timeout: 5_000, interval: 50 },
  );

describe('mail outbox', () => {
  it('queues durably while SMTP is down, retries with backoff, delivers exactly once when it is back', async () => {
    const port = await freePort();
    const env = loadEnv({
      DATA_DIR: '/tmp/fahivets-mail-test',
      SESSION_SECRET: 'm'.repeat(32),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const log = createLogger('silent');
    const dispatcher = startMailDispatcher({ db: database.db, transport: createMailer({ env, log }), log });
    const mailer = queueingMailer({ db: database.db, onQueued: () => dispatcher.kick() });
    expect(await mailer.send(letter)).toEqual({ via: 'queued' });

    await until(async () => (await database.db.select().from(mailOutbox))[0]?.attempts === 1);
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // The SMTP server comes up on that port; the retry falls due.
    const peer = await startSmtpPeer({ port });
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, failed.id));
    dispatcher.kick();
    const mail = await peer.waitFor('hr@example.ua');
    expect(mail.subject).toBe('Підтвердіть e-mail');
    await until(async () => (await database.db.select().from(mailOutbox))[0]?.sentAt !== null);
    // A later letter proves a further pass ran: passes take due letters oldest first, so a second
    // delivery of the first letter would have reached the peer before this one.
    await mailer.send({ ...letter, to: 'later@example.ua' });
    await peer.waitFor('later@example.ua');
    expect(peer.inbox.filter((m) => m.to.includes('hr@example.ua'))).toHaveLength(1);
    expect(peer.inbox).toHaveLength(2);
    // The peer has the later letter before the dispatcher records it as sent.
    await until(async () => (await dispatcher.pending()) === 0);
    await dispatcher.stop();
    await peer.close();
  });

  it('every queued letter goes out at once, not at the next poll (the due check uses the database clock)', async () => {
    // The .eml transport (no SMTP_URL) delivers in about a millisecond, so the dispatcher's check
    // often runs within the same millisecond as the insert: a letter must not then wait for the poll.
    const env = loadEnv({ DATA_DIR: `/tmp/fahivets-mail-test-${process.pid}`, SESSION_SECRET: 'm'.repeat(32) });
    const log = createLogger('silent');
    const dispatcher = startMailDispatcher({ db: database.db, transport: createMailer({ env, log }), log });
    const mailer = queueingMailer({ db: database.db, onQueued: () => dispatcher.kick() });
    try {
      for (let i = 0; i < 60; i++) {
        const started = Date.now();
        await mailer.send({ ...letter, to: `prompt-${i}@example.ua` });
        await until(async () => (await dispatcher.pending()) === 0);
        expect(Date.now() - started, `letter ${i}`).toBeLessThan(2000);
      }
    } finally {
      await dispatcher.stop();
    }
  });

  it('backs off exponentially, capped at an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
