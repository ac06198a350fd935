import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { broadcastPerHandle } from '../cache/broadcast';
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
  /**
   * The user's menu counters as their row holds them (`users.counters`, ADR 054), when read with the
   * session; a user object made otherwise has none, and a counter's source then counts itself.
   */
  counters?: Readonly<Record<string, number>>;
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
          counters: users.counters,
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

/**
 * A session read is kept a second per session id (ADR 049): every page and API call of a signed-in
 * reader starts with it, and a page's own calls follow it within that second. Logging out, ending a
 * user's sessions and every write to the user's row forget it at once in this process and, through
 * Redis, in the others (`shareSessionForgets`); without Redis another process may answer for an ended
 * session up to `KEEP_MS` later (its cookie is already gone from the browser that logged out).
 * Each call gets its own copy of the user: what one request keeps with its user object stays its own.
 */
const KEEP_MS = 1_000;
const MAX_KEPT = 10_000;

interface KeptSession {
  at: number;
  userId: number | null;
  value: Promise<SessionUser | null>;
}

const kept = new WeakMap<Db, Map<string, KeptSession>>();
/** Bumped by every forget: a read that was under way then is used once, not kept. */
let forgets = 0;

/** The user behind a session cookie value, or null when missing, expired or idle too long. */
export async function readSession(opts: { db: Db; sessionId: string | undefined }): Promise<SessionUser | null> {
  const { db, sessionId } = opts;
  if (!sessionId || sessionId.length > 128) return null;
  const idHash = hashSessionId(sessionId);
  let byHash = kept.get(db);
  const hit = byHash?.get(idHash);
  if (hit && Date.now() - hit.at < KEEP_MS) return copyOf(await hit.value);
  if (!byHash) {
    byHash = new Map();
    kept.set(db, byHash);
  }
  if (byHash.size >= MAX_KEPT) byHash.clear();
  const before = forgets;
  const entry: KeptSession = { at: Date.now(), userId: null, value: lookUp(db, idHash) };
  byHash.set(idHash, entry);
  const map = byHash;
  const user = await entry.value.catch((err: unknown) => {
    if (map.get(idHash) === entry) map.delete(idHash);
    throw err;
  });
  // Only a live session is kept: a wrong or ended cookie is asked about again.
  if (user && before === forgets) entry.userId = user.id;
  else if (map.get(idHash) === entry) map.delete(idHash);
  return copyOf(user);
}

function copyOf(user: SessionUser | null): SessionUser | null {
  return user && { ...user, options: { ...user.options } };
}

async function lookUp(db: Db, idHash: string): Promise<SessionUser | null> {
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

type Forget = { session: string; user?: undefined } | { user: number; session?: undefined };

function forgetLocal(db: Db, what: Forget): void {
  forgets++;
  const byHash = kept.get(db);
  if (!byHash) return;
  if (what.session !== undefined) byHash.delete(what.session);
  else for (const [hash, entry] of byHash) if (entry.userId === what.user) byHash.delete(hash);
}

const forgetting = broadcastPerHandle<Forget, Db>({
  channel: 'fahivets:sessions:forget',
  what: 'session forget',
  receive: (db, m) => {
    if (typeof m.session === 'string') forgetLocal(db, { session: m.session });
    else if (typeof m.user === 'number') forgetLocal(db, { user: m.user });
  },
});

function forget(db: Db, what: Forget): void {
  forgetLocal(db, what);
  forgetting.publish(db, what);
}

/** The user's row changed (name, e-mail, confirmation, password, options): the next read is fresh. */
export function userChanged(db: Db, userId: number): void {
  forget(db, { user: userId });
}

/**
 * Other processes of the deployment forget what this one forgets (and the other way round). Called once
 * per app with Redis; a failed publish is logged and leaves the other processes at most `KEEP_MS` behind.
 */
export const shareSessionForgets = forgetting.share;

export async function destroySession(opts: { db: Db; sessionId: string }): Promise<void> {
  const idHash = hashSessionId(opts.sessionId);
  await opts.db.delete(sessions).where(eq(sessions.idHash, idHash));
  forget(opts.db, { session: idHash });
}

export async function destroyUserSessions(opts: { db: Db; userId: number }): Promise<void> {
  await opts.db.delete(sessions).where(eq(sessions.userId, opts.userId));
  forget(opts.db, { user: opts.userId });
}

export async function purgeExpiredSessions(opts: { db: Db }): Promise<void> {
  await opts.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
