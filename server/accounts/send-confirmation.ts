import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { confirmationMail } from '../mail/templates';
import type { Mailer } from '../mail/mailer';

/** A fresh confirmation link `/confirmations/{uuid}` for the user's current e-mail, sent by mail. */
export async function sendConfirmation(opts: {
  db: Db;
  mailer: Mailer;
  userId: number;
  origin: string;
  site: string;
}): Promise<void> {
  const token = crypto.randomUUID();
  const [user] = await opts.db
    .update(users)
    .set({ confirmationToken: token, updatedAt: new Date() })
    .where(eq(users.id, opts.userId))
    .returning();
  if (!user) return;
  await opts.mailer.send(
    confirmationMail({
      to: user.email,
      name: user.name,
      link: `${opts.origin}/confirmations/${token}`,
      site: opts.site,
    }),
  );
}
