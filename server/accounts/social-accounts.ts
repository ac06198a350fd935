import { and, eq } from 'drizzle-orm';
import { msg } from '../../common/messages';
import type { Db } from '../db/client';
import { socialAccounts, users } from '../db/schema';
import { AppError } from '../http/errors';
import { findUserByEmail } from './find-user';
import { createSession } from './sessions';
import { type ProviderId, providerNames, type SocialProfile } from './social-providers';
import type { SessionMeta } from './log-in';

export async function listSocialAccounts(opts: {
  db: Db;
  userId: number;
}): Promise<{ type: string; first_login: boolean }[]> {
  const rows = await opts.db
    .select({ provider: socialAccounts.provider, firstLogin: socialAccounts.firstLogin })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, opts.userId));
  return rows.map((r) => ({ type: r.provider, first_login: r.firstLogin }));
}

/**
 * After the provider said who this is: signed in → link to the current account; otherwise the
 * linked account, else the account with the same verified e-mail (linked now), else a new account
 * created by this login (first_login). Returns a new session for the resulting account.
 */
export async function completeSocialLogin(opts: {
  db: Db;
  provider: ProviderId;
  profile: SocialProfile;
  signedInUserId: number | null;
  meta?: SessionMeta;
}): Promise<{ userId: number; linked: boolean; created: boolean; session: { id: string; expiresAt: Date } | null }> {
  const { db, provider, profile } = opts;
  const [existing] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.id)))
    .limit(1);
  if (opts.signedInUserId) {
    if (existing && existing.userId !== opts.signedInUserId)
      throw new AppError('conflict', { message: msg.socialConnectFailure(providerNames[provider]) });
    if (!existing) {
      await db
        .insert(socialAccounts)
        .values({ userId: opts.signedInUserId, provider, providerUserId: profile.id, email: profile.email })
        .onConflictDoNothing();
    }
    return { userId: opts.signedInUserId, linked: !existing, created: false, session: null };
  }
  let userId = existing?.userId;
  let linked = false;
  let created = false;
  if (!userId) {
    if (!profile.email || !profile.emailVerified)
      throw new AppError('bad_request', { message: msg.socialConnectFailure(providerNames[provider]) });
    const byEmail = await findUserByEmail({ db, email: profile.email });
    if (byEmail) {
      userId = byEmail.id;
    } else {
      const [user] = await db
        .insert(users)
        .values({ email: profile.email, name: profile.name, confirmed: true })
        .returning({ id: users.id });
      userId = user.id;
      created = true;
    }
    await db
      .insert(socialAccounts)
      .values({ userId, provider, providerUserId: profile.id, email: profile.email, firstLogin: created });
    linked = true;
  }
  const session = await createSession({
    db,
    userId,
    remember: true,
    userAgent: opts.meta?.userAgent,
    ip: opts.meta?.ip,
  });
  return { userId, linked, created, session };
}

/** Unlinks a provider; an account created by it (first_login) cannot be unlinked. */
export async function unlinkSocialAccount(opts: { db: Db; userId: number; provider: ProviderId }): Promise<void> {
  const [row] = await opts.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, opts.userId), eq(socialAccounts.provider, opts.provider)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: msg.socialDisconnectFailure(providerNames[opts.provider]) });
  if (row.firstLogin) throw new AppError('forbidden', { message: msg.socialFirstLogin });
  await opts.db.delete(socialAccounts).where(eq(socialAccounts.id, row.id));
}
