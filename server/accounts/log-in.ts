import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findUserByEmail, type UserRow } from './find-user';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createSession, destroySession } from './sessions';

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

/**
 * Checks e-mail + password and opens a new session (a new id at every login). A session the
 * browser already had is ended first: login while authenticated logs out. Unknown e-mail and
 * wrong password give the same answer.
 */
export async function logIn(opts: {
  db: Db;
  email: string;
  password: string;
  remember: boolean;
  previousSessionId?: string;
  meta?: SessionMeta;
}): Promise<{ user: UserRow; session: { id: string; expiresAt: Date } }> {
  const { db } = opts;
  if (opts.previousSessionId) await destroySession({ db, sessionId: opts.previousSessionId });
  const user = await findUserByEmail({ db, email: opts.email });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), opts.password);
  if (!user?.passwordHash || !ok) throw new AppError('invalid_credentials');
  const session = await createSession({
    db,
    userId: user.id,
    remember: opts.remember,
    userAgent: opts.meta?.userAgent,
    ip: opts.meta?.ip,
  });
  return { user, session };
}
