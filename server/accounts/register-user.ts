import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { findUserByEmail, type UserRow } from './find-user';
import { hashPassword } from './passwords';
import { sendConfirmation } from './send-confirmation';
import { createSession } from './sessions';
import type { SessionMeta } from './log-in';

export interface RegisterInput {
  email: string;
  name: string;
  phone: string;
  password: string;
}

/** New account (unconfirmed) + confirmation mail + a session; a taken e-mail is a 422 on the field. */
export async function registerUser(opts: {
  db: Db;
  mailer: Mailer;
  input: RegisterInput;
  origin: string;
  site: string;
  meta?: SessionMeta;
}): Promise<{ user: UserRow; session: { id: string; expiresAt: Date } }> {
  const { db, input } = opts;
  const taken = () => new AppError('email_taken', { fields: { email: ['E-mail вже зареєстровано'] } });
  if (await findUserByEmail({ db, email: input.email })) throw taken();
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, name: input.name, phone: input.phone, passwordHash, confirmed: false })
    .onConflictDoNothing()
    .returning();
  if (!user) throw taken();
  await sendConfirmation({ db, mailer: opts.mailer, userId: user.id, origin: opts.origin, site: opts.site });
  const session = await createSession({
    db,
    userId: user.id,
    remember: true,
    userAgent: opts.meta?.userAgent,
    ip: opts.meta?.ip,
  });
  return { user, session };
}
