import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { consultationLimits } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { consultationQuestions as q, users } from '../db/schema';
import { inTheme, questionCardFields, requireConsultant, servicesOfThreads, themeServices } from './consultation-query';
import { presentQuestion } from './consultations.presenter';
import { searchCondition } from './similar-questions';

export const queuePeriods = ['day', 'week', 'month', 'year', 'all'] as const;
export type QueuePeriod = (typeof queuePeriods)[number];
const periodDays: Record<QueuePeriod, number | null> = { day: 1, week: 7, month: 31, year: 366, all: null };

export interface QueueFilters {
  q?: string;
  page?: number;
  limit?: number;
  /** Thread ids (266, 4296, 384) or service slugs. */
  threads?: string[];
  period?: QueuePeriod;
  /** Consultant ids holding the question; 0 = nobody yet. */
  recipients?: number[];
  withAnswer?: boolean;
  isPrivate?: boolean;
}

const author = aliasedTable(users, 'author');

/** A page of the queue with the number of all matching questions (`count(*) over ()`), in queue order. */
function queuePage(db: Db, condition: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({
      q: questionCardFields,
      takenByName: users.name,
      author: { id: author.id, name: author.name, email: author.email },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(q)
    .leftJoin(users, eq(users.id, q.takenById))
    .leftJoin(author, eq(author.id, q.authorId))
    .where(condition)
    .orderBy(sql`(${q.status} = 'answered')`, asc(q.createdAt), desc(q.id))
    .limit(limit)
    .offset(offset);
}

/** The unfiltered queue of a theme's services (theme, services, limit and offset filled in). */
const plainQueue = (db: Db) =>
  preparedOnce(db, 'consultations:queue', (d) =>
    queuePage(
      d,
      and(inTheme(sql.placeholder('theme')), sql`${q.service} = any(${sql.placeholder('services')})`),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(UNNAMED),
  );

/**
 * The consultants' queue (`GET /api/kbs/client/questions/search`): questions of the theme's
 * services, waiting ones first (oldest first, they are closest to the promise), then the rest.
 */
export async function searchQueue(opts: { db: Db; user: SessionUser; theme: ThemeId; filters: QueueFilters }) {
  requireConsultant(opts.user);
  const { db, filters: f } = opts;
  const perPage = f.limit ?? consultationLimits.queuePageSize;
  const page = f.page ?? 1;
  const services = f.threads?.length ? servicesOfThreads(f.threads) : themeServices(opts.theme);
  const where: SQL[] = [inTheme(opts.theme), inArray(q.service, services.length ? services : ['-'])];
  if (f.q) where.push(searchCondition(f.q));
  const days = f.period ? periodDays[f.period] : null;
  if (days) where.push(gte(q.createdAt, sql`now() - make_interval(days => ${days})`));
  if (f.recipients?.length) {
    const ids = f.recipients.filter((r) => r > 0);
    const nobody = f.recipients.includes(0);
    const parts = [...(ids.length ? [inArray(q.takenById, ids)] : []), ...(nobody ? [isNull(q.takenById)] : [])];
    where.push(parts.length > 1 ? sql`(${parts[0]} or ${parts[1]})` : parts[0]);
  }
  if (f.withAnswer !== undefined)
    where.push(f.withAnswer ? sql`${q.firstAnsweredAt} is not null` : isNull(q.firstAnsweredAt));
  if (f.isPrivate !== undefined) where.push(eq(q.isPrivate, f.isPrivate));
  const condition = and(...where);
  const offset = (page - 1) * perPage;
  // The queue as a consultant opens it (no filter): its page and total are one statement built once per
  // database handle (ADR 047); any filter builds its statement for the request.
  const plain = !f.q && !days && !f.recipients?.length && f.withAnswer === undefined && f.isPrivate === undefined;
  const rows = plain
    ? await plainQueue(db).execute({
        theme: opts.theme,
        services: services.length ? services : ['-'],
        limit: perPage,
        offset,
      })
    : await queuePage(db, condition, perPage, offset);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = rows.length
    ? rows[0].total
    : page > 1
      ? (await db.select({ total: count() }).from(q).where(condition))[0].total
      : 0;
  return {
    data: rows.map((r) =>
      presentQuestion(r.q, {
        theme: opts.theme,
        isStaff: true,
        takenByName: r.takenByName,
        author: r.author?.id ? r.author : null,
      }),
    ),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}
