import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { sessions, type UserOptions, users } from '../db/schema';

/** Idle timeout: a session unused this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Absolute lifetime ("remember me"); without remember the cookie is a browser-session cookie and the row
 * lives 1 day.
 */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_SHORT_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  nickname: string | null;
  phone: string | null;
  avatar: string | null;
  confirmed: boolean;
  options: UserOptions;
}

export function hashSessionId(id: string): string {
  return crypto.createHash('sha256').update(id).digest('hex');
}

export async function createSession(opts: {
  db: Db;
  userId: number;
  remember: boolean;
  userAgent?: string | null;
  ip?: string | null;
}): Promise<{ id: string; expiresAt: Date }> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (opts.remember ? SESSION_ABSOLUTE_MS : SESSION_SHORT_MS));
  await opts.db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId: opts.userId,
    remember: opts.remember,
    expiresAt,
    userAgent: opts.userAgent?.slice(0, 500) ?? null,
    ip: opts.ip ?? null,
  });
  return { id, expiresAt };
}

/** The session's user, by the hash of the cookie value, while neither expired nor idle too long. */
const sessionStatement = (db: Db) =>
  preparedOnce(db, 'readSession', (d) =>
    d
      .select({
        lastSeenAt: sessions.lastSeenAt,
        user: {
          id: users.id,
          email: users.email,
          name: users.name,
          nickname: users.nickname,
          phone: users.phone,
          avatar: users.avatar,
          confirmed: users.confirmed,
          options: users.options,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, sql.placeholder('idHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1)
      .prepare(UNNAMED),
  );

/** The user behind a session cookie value, or null when missing, expired or idle too long. */
export async function readSession(opts: { db: Db; sessionId: string | undefined }): Promise<SessionUser | null> {
  const { db, sessionId } = opts;
  if (!sessionId || sessionId.length > 128) return null;
  const idHash = hashSessionId(sessionId);
  const now = new Date();
  const rows = await sessionStatement(db).execute({
    idHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export async function destroySession(opts: { db: Db; sessionId: string }): Promise<void> {
  await opts.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(opts.sessionId)));
}

export async function destroyUserSessions(opts: { db: Db; userId: number }): Promise<void> {
  await opts.db.delete(sessions).where(eq(sessions.userId, opts.userId));
}

export async function purgeExpiredSessions(opts: { db: Db }): Promise<void> {
  await opts.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
