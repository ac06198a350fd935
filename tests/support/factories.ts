import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import { type ThemeId, themeIds } from '../../common/themes';
import { hashPassword } from '../../server/accounts/passwords';
import { createSession, type SessionUser } from '../../server/accounts/sessions';
import { entitlementsChanged } from '../../server/access/entitlements';
import type { Db } from '../../server/db/client';
import {
  type HandbookAccessLevel,
  handbookItems,
  handbooks,
  newsCategories,
  newsPosts,
  campaigns,
  orders,
  packages,
  plans,
  subscriptions,
  topics,
  users,
} from '../../server/db/schema';
import type { UserOptions } from '../../server/db/schema/core';
import { SESSION_COOKIE_NAMES } from '../../server/http/cookies';
import { storeNewsPost } from '../../server/news/store-post';
import { publishHandbook } from '../../server/handbooks/publish-handbook';
import { storeHandbook } from '../../server/handbooks/store-handbook';

/**
 * Test data built by the test that needs it (docs/decisions/017-test-data-and-shell-fixes.md):
 * every factory makes unique rows through the product's own operations where one exists, so a
 * test asserts exactly what it built and never what the seed happens to contain.
 */

const DAY = 86_400_000;
let counter = 0;
/** Unique within the process and across parallel test files sharing one PostgreSQL server. */
export const uniq = (prefix = 't') => `${prefix}${process.pid}-${++counter}-${crypto.randomBytes(3).toString('hex')}`;

export type Role =
  | 'user'
  | 'news_editor'
  | 'news_author'
  | 'moderator'
  | 'consultant'
  | 'constructors_editor'
  | 'events_editor';

const roleOptions: Record<Role, UserOptions> = {
  user: {},
  news_editor: { news_author: true, news_editor: true },
  news_author: { news_author: true },
  moderator: { comments: true },
  consultant: { consultant: true },
  constructors_editor: { constructors_editor: true },
  events_editor: { events_editor: true },
};

export interface BuiltUser {
  user: SessionUser;
  /** Cookie header value of a fresh remembered session (log in through the database, style rule 9). */
  cookie: string;
  password: string;
}

export const TEST_PASSWORD = 'test-password-2026';

/** A confirmed account (or `confirmed: false`) with a role, a password and a logged-in session. */
export async function buildUser(
  db: Db,
  opts: {
    role?: Role;
    options?: UserOptions;
    name?: string;
    email?: string;
    phone?: string | null;
    confirmed?: boolean;
    password?: string;
    /** Set false for a user that only exists (no password hashing cost, no session). */
    withSession?: boolean;
  } = {},
): Promise<BuiltUser> {
  const password = opts.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      email: opts.email ?? `${uniq('user')}@example.test`,
      name: opts.name ?? 'Тетяна Тестова',
      phone: opts.phone === undefined ? '380671234567' : opts.phone,
      passwordHash: opts.withSession === false ? null : await hashPassword(password),
      confirmed: opts.confirmed ?? true,
      options: { ...roleOptions[opts.role ?? 'user'], ...opts.options },
    })
    .returning();
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    phone: row.phone,
    avatar: row.avatar,
    confirmed: row.confirmed,
    options: row.options,
  };
  if (opts.withSession === false) return { user, cookie: '', password };
  const { id } = await createSession({ db, userId: row.id, remember: true });
  return { user, cookie: `${SESSION_COOKIE_NAMES.plain}=${id}`, password };
}

/** Package and plan rows by their codes (reference data, present in every installation). */
export async function findPlan(db: Db, packageCode: string, planCode = '12m') {
  const [row] = await db
    .select({ packageId: packages.id, planId: plans.id, priceKop: plans.priceKop, months: plans.months })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .where(and(eq(packages.code, packageCode), eq(plans.code, planCode)));
  if (!row) throw new Error(`No plan ${packageCode}/${planCode}`);
  return row;
}

/**
 * An active subscription of a package for `days` from now (a demo one with `isDemo`). Written to
 * the subscriptions table, the stable contract the access rules read; `endsInDays` < 0 gives an
 * expired one.
 */
export async function grantSubscription(
  db: Db,
  opts: {
    userId: number;
    packageCode: string;
    days?: number;
    isDemo?: boolean;
    isRecurring?: boolean;
    campaigns?: string[];
    planCode?: string;
  },
) {
  const plan = await findPlan(db, opts.packageCode, opts.planCode ?? '12m');
  const now = Date.now();
  const days = opts.days ?? 365;
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: opts.userId,
      packageId: plan.packageId,
      planId: plan.planId,
      status: 1,
      isDemo: opts.isDemo ?? false,
      isRecurring: opts.isRecurring ?? false,
      campaigns: opts.campaigns ?? [],
      beginAt: new Date(now - DAY),
      endAt: new Date(now + days * DAY),
    })
    .returning();
  // As the operations that grant do: what the server keeps of the user's purchases is dropped.
  entitlementsChanged(db);
  return row;
}

/** An order of the user in a given state, as checkout and the provider callback would leave it. */
export async function buildOrder(
  db: Db,
  opts: {
    userId: number;
    packageCode: string;
    planCode?: string;
    status?: 'pending' | 'processing' | 'paid' | 'failed' | 'reversed' | 'cancelled';
    paymentType?: 'card' | 'invoice';
    createdAt?: Date;
  },
) {
  const plan = await findPlan(db, opts.packageCode, opts.planCode ?? '12m');
  const status = opts.status ?? 'pending';
  const [row] = await db
    .insert(orders)
    .values({
      publicId: uniq('FT').toUpperCase(),
      userId: opts.userId,
      packageId: plan.packageId,
      planId: plan.planId,
      amountKop: plan.priceKop,
      status,
      paymentType: opts.paymentType ?? 'card',
      action: opts.planCode === '1m' ? 'subscribe' : 'pay',
      isSandbox: true,
      buyer: { name: 'Тетяна Тестова', email: 'buyer@example.test', phone: '380671234567' },
      paidAt: status === 'paid' ? new Date() : null,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

export type NewsPostState = 'published' | 'draft' | 'scheduled';

/**
 * A news post stored through the editor operation (sanitising, lead, search words): published now,
 * a draft, or scheduled `scheduledInDays` ahead; `paywalled` closes it to people without a package.
 */
export async function buildNewsPost(
  db: Db,
  opts: {
    title?: string;
    content?: string;
    /** The lead a reader without access gets; the first paragraphs of `content` when absent. */
    contentShort?: string;
    state?: NewsPostState;
    paywalled?: boolean;
    /** Category alias: created when missing so a test never depends on seeded categories. */
    category?: string;
    /** Topic aliases, created when missing. */
    topics?: string[];
    /** Sites the post appears on (both by default); a missing category or topic is made for the same themes. */
    themes?: ThemeId[];
    publishedAt?: Date;
    scheduledInDays?: number;
    isFixed?: boolean;
    order?: number;
    author?: SessionUser;
  } = {},
) {
  const author =
    opts.author ?? (await buildUser(db, { role: 'news_editor', withSession: false, name: 'Редактор Тестовий' })).user;
  const state = opts.state ?? 'published';
  const publishedAt =
    state === 'draft'
      ? null
      : state === 'scheduled'
        ? new Date(Date.now() + (opts.scheduledInDays ?? 3) * DAY)
        : (opts.publishedAt ?? new Date(Date.now() - 60_000));
  const title = opts.title ?? `Тестова новина ${uniq('n')}`;
  const themes = opts.themes ?? [...themeIds];
  const categoryIds = opts.category ? [await ensureCategory(db, opts.category, themes)] : undefined;
  const topicIds = opts.topics?.length
    ? await Promise.all(opts.topics.map((a) => ensureTopic(db, a, themes)))
    : undefined;
  const { id } = await storeNewsPost({
    db,
    user: author,
    input: {
      title,
      slug: uniq('post'),
      content:
        opts.content ??
        '<p>Перший абзац тестової новини про кадрові документи.</p><p>Другий абзац із ' +
          'подробицями.</p><p>Третій абзац.</p>',
      content_short: opts.contentShort,
      status: state === 'draft' ? 'draft' : 'published',
      published_at: publishedAt ? publishedAt.toISOString() : null,
      post_access: !opts.paywalled,
      is_fixed: opts.isFixed,
      order: opts.order,
      categories: categoryIds,
      topics: topicIds,
      themes,
    },
  });
  const [{ slug }] = await db.select({ slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.id, id));
  return { id, title, author, url: newsPostPath({ id, slug }) };
}

async function ensureCategory(db: Db, alias: string, themes: ThemeId[]): Promise<number> {
  const [found] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.alias, alias));
  if (found) return found.id;
  const [row] = await db
    .insert(newsCategories)
    .values({ alias, title: `Категорія ${alias}`, themes })
    .onConflictDoNothing()
    .returning({ id: newsCategories.id });
  return row ? row.id : ensureCategory(db, alias, themes);
}

async function ensureTopic(db: Db, alias: string, themes: ThemeId[]): Promise<number> {
  const [found] = await db.select({ id: topics.id }).from(topics).where(eq(topics.alias, alias));
  if (found) return found.id;
  const [row] = await db
    .insert(topics)
    .values({ alias, title: `Тема ${alias}`, themes })
    .onConflictDoNothing()
    .returning({ id: topics.id });
  return row ? row.id : ensureTopic(db, alias, themes);
}

/**
 * A handbook made through the staff operations (store, then publish unless `state: 'draft'`), with
 * topics created when missing. `publishedAt` sets the card's date (lists are ordered by it).
 */
export async function buildHandbook(
  db: Db,
  opts: {
    title?: string;
    access?: HandbookAccessLevel;
    topics?: string[];
    themes?: ThemeId[];
    chapters?: { title: string; body: string }[];
    state?: 'published' | 'draft';
    publishedAt?: Date;
  } = {},
) {
  const editor = (await buildUser(db, { options: { handbooks_editor: true }, withSession: false })).user;
  for (const alias of opts.topics ?? []) await ensureTopic(db, alias, opts.themes ?? ['hr', 'accounting']);
  const { id } = await storeHandbook({
    db,
    user: editor,
    input: {
      title: opts.title ?? `Тестовий довідник ${uniq('h')}`,
      description: 'Короткий опис довідника для картки.',
      access: opts.access ?? 'free',
      topics: opts.topics ?? [],
      themes: opts.themes ?? ['hr', 'accounting'],
      chapters: opts.chapters ?? [
        { title: 'Перший розділ', body: 'Закритий текст першого розділу.\n\nДругий абзац розділу.' },
        { title: 'Другий розділ', body: 'Закритий текст другого розділу.' },
      ],
    },
  });
  if (opts.state !== 'draft') {
    await publishHandbook({ db, user: editor, id, published: true });
    await db
      .update(handbooks)
      .set({ publishedAt: opts.publishedAt ?? new Date(Date.now() - 60_000) })
      .where(eq(handbooks.id, id));
  }
  const items = await db
    .select({ id: handbookItems.id })
    .from(handbookItems)
    .where(eq(handbookItems.handbookId, id))
    .orderBy(handbookItems.position);
  return { id, itemIds: items.map((i) => i.id) };
}

/** A configured campaign with a unique alias (a record-only one unless told otherwise). */
export async function buildCampaign(db: Db, opts: Partial<typeof campaigns.$inferInsert> = {}) {
  const [row] = await db
    .insert(campaigns)
    .values({ alias: uniq('camp'), title: 'Тестова кампанія', ...opts })
    .returning();
  return row;
}
