import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { findUserByEmail, findUserById } from './find-user';
import { sendConfirmation } from './send-confirmation';
import { userChanged } from './sessions';

/**
 * POST clients/email: the same address → the confirmation letter again; a new address → it
 * replaces the old one, becomes unconfirmed and gets a confirmation letter.
 */
export async function changeEmail(opts: {
  db: Db;
  mailer: Mailer;
  userId: number;
  email: string;
  origin: string;
  site: string;
}): Promise<{ changed: boolean; confirmed: boolean }> {
  const { db } = opts;
  const user = await findUserById({ db, id: opts.userId });
  if (!user) throw new AppError('unauthenticated');
  const same = user.email.toLowerCase() === opts.email;
  if (same && user.confirmed) return { changed: false, confirmed: true };
  if (!same) {
    const other = await findUserByEmail({ db, email: opts.email });
    if (other) throw new AppError('email_taken', { fields: { email: ['E-mail вже зареєстровано'] } });
    await db
      .update(users)
      .set({ email: opts.email, confirmed: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    userChanged(db, user.id);
  }
  await sendConfirmation({ db, mailer: opts.mailer, userId: user.id, origin: opts.origin, site: opts.site });
  return { changed: !same, confirmed: false };
}
