import { eq } from 'drizzle-orm';
import { msg } from '../../common/messages';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { findUserById } from './find-user';
import { hashPassword, verifyPassword } from './passwords';
import { voidResetTokens } from './reset-password';
import { createSession, destroyUserSessions } from './sessions';
import type { SessionMeta } from './log-in';

/**
 * Checks the current password, stores the new one, voids open reset links, ends every session and opens a
 * fresh one here.
 */
export async function changePassword(opts: {
  db: Db;
  userId: number;
  oldPassword: string;
  password: string;
  remember: boolean;
  meta?: SessionMeta;
}): Promise<{ session: { id: string; expiresAt: Date } }> {
  const { db } = opts;
  const user = await findUserById({ db, id: opts.userId });
  if (!user) throw new AppError('unauthenticated');
  // An account created by social login has no password yet: it may set one without the old.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, opts.oldPassword))) {
    throw new AppError('validation_failed', {
      fields: { old_password: [msg.oldPasswordWrong] },
      message: msg.oldPasswordWrong,
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(opts.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await voidResetTokens({ db, userId: user.id });
  await destroyUserSessions({ db, userId: user.id });
  const session = await createSession({
    db,
    userId: user.id,
    remember: opts.remember,
    userAgent: opts.meta?.userAgent,
    ip: opts.meta?.ip,
  });
  return { session };
}
