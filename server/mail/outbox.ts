import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../observability/logger';
import type { MailMessage, Mailer } from './mailer';

const BATCH = 20;
const LOCK_MS = 60_000;
const POLL_MS = 10_000;
/** After this many failed attempts a letter is given up (failed_at set) and logged as an error. */
export const MAX_ATTEMPTS = 8;

/** Delay before attempt n+1: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The mailer services use: `send` stores the letter durably and wakes the dispatcher. */
export function queueingMailer(opts: { db: Db; onQueued: () => void }): Mailer {
  return {
    async send(message: MailMessage) {
      await opts.db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments ?? [],
      });
      opts.onQueued();
      return { via: 'queued' };
    },
  };
}

/**
 * Delivers queued letters through `transport` (SMTP or the .eml outbox). Several processes may run
 * dispatchers at once: rows are claimed with a lease (locked_until) under FOR UPDATE SKIP LOCKED.
 */
export function startMailDispatcher(opts: { db: Db; transport: Mailer; log: Logger }) {
  const { db, transport, log } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim() {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      // Due by the database's clock: next_attempt_at defaults to its now() (microseconds); a JS
      // timestamp taken right after the insert (whole ms) is often earlier and would skip the letter.
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function drain() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await transport.send({
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            attachments: row.attachments.length ? row.attachments : undefined,
          });
          await db.update(mailOutbox).set({ sentAt: new Date(), lockedUntil: null }).where(eq(mailOutbox.id, row.id));
        } catch (err) {
          const attempts = row.attempts + 1;
          const giveUp = attempts >= MAX_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({
              attempts,
              lockedUntil: null,
              lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
              failedAt: giveUp ? new Date() : null,
            })
            .where(eq(mailOutbox.id, row.id));
          (giveUp ? log.error : log.warn).call(
            log,
            { to: row.to, attempts, err: String(err) },
            giveUp ? 'mail given up' : 'mail delivery failed, will retry',
          );
        }
      }
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => log.error({ err }, 'mail dispatcher failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick();
  return {
    kick,
    /** Pending letters (not sent, not given up). */
    pending: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
      )[0].n,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type MailDispatcher = ReturnType<typeof startMailDispatcher>;
