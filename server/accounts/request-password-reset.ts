import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { findUserByEmail } from './find-user';
import { hashSessionId } from './sessions';

export const RESET_TOKEN_HOURS = 2;

/**
 * Sends a single-use, expiring reset link `/restore?token=…` when the e-mail belongs to an account.
 * The caller answers the same either way (no enumeration).
 */
export async function requestPasswordReset(opts: {
  db: Db;
  mailer: Mailer;
  email: string;
  origin: string;
  site: string;
}): Promise<void> {
  const user = await findUserByEmail({ db: opts.db, email: opts.email });
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await opts.db.insert(passwordResetTokens).values({
    tokenHash: hashSessionId(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 60 * 60 * 1000),
  });
  await opts.mailer.send(
    passwordResetMail({
      to: user.email,
      name: user.name,
      link: `${opts.origin}/restore?token=${token}`,
      site: opts.site,
      validHours: RESET_TOKEN_HOURS,
    }),
  );
}
