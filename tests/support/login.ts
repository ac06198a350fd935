import { eq } from 'drizzle-orm';
import { createSession } from '../../server/accounts/sessions';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { SESSION_COOKIE_NAMES } from '../../server/http/cookies';

/** Logs a user in through the database (style rule 9): returns the Cookie header value. */
export async function sessionCookieFor(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  const { id } = await createSession({ db, userId: user.id, remember: true });
  return `${SESSION_COOKIE_NAMES.plain}=${id}`;
}
