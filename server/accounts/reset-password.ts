import { and, eq, gt, isNull } from 'drizzle-orm';
import { msg } from '../../common/messages';
import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { AppError } from '../http/errors';
import { hashPassword } from './passwords';
import { createSession, destroyUserSessions, hashSessionId } from './sessions';
import type { SessionMeta } from './log-in';

/** Every reset link of the account still open stops working (after a reset or a password change). */
export async function voidResetTokens(opts: { db: Db; userId: number }): Promise<void> {
  await opts.db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, opts.userId), isNull(passwordResetTokens.usedAt)));
}

/** Uses a reset token once: new password, every session of the account ended, a new session opened. */
export async function resetPassword(opts: {
  db: Db;
  token: string;
  password: string;
  meta?: SessionMeta;
}): Promise<{ userId: number; session: { id: string; expiresAt: Date } }> {
  const { db } = opts;
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSessionId(opts.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed)
    throw new AppError('validation_failed', {
      fields: { token: [msg.resetTokenInvalid] },
      message: msg.resetTokenInvalid,
    });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(opts.password), updatedAt: new Date() })
    .where(eq(users.id, claimed.userId));
  await voidResetTokens({ db, userId: claimed.userId });
  await destroyUserSessions({ db, userId: claimed.userId });
  const session = await createSession({
    db,
    userId: claimed.userId,
    remember: false,
    userAgent: opts.meta?.userAgent,
    ip: opts.meta?.ip,
  });
  return { userId: claimed.userId, session };
}
