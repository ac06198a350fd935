import { and, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import {
  type ConsultationServiceSlug,
  consultationServiceSlugs,
  consultationServices,
} from '../../common/consultation-services';
import { consultationMessages as texts } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationQuestions } from '../db/schema';
import { AppError } from '../http/errors';

export type QuestionRow = typeof consultationQuestions.$inferSelect;

/**
 * A question's columns as its card shows them: not the search vector and the answers' text, which
 * serve the searches only (a list page selecting whole rows carried both for every card — the vector
 * rendered as text by PostgreSQL, the answers decoded by the server — and showed neither), nor the
 * themes, author id and taking and update times, which no card shows.
 */
const {
  search: _search,
  answersText: _answersText,
  themes: _themes,
  authorId: _authorId,
  takenAt: _takenAt,
  updatedAt: _updatedAt,
  ...cardColumns
} = getTableColumns(consultationQuestions);
export const questionCardFields = cardColumns;
export type QuestionCardRow = Omit<
  QuestionRow,
  'search' | 'answersText' | 'themes' | 'authorId' | 'takenAt' | 'updatedAt'
>;

/** Consultants (option consultant) answer the desk; the role is the user's option, as other staff roles. */
export const isConsultant = (user: SessionUser | null | undefined): boolean => Boolean(user?.options?.consultant);

export function requireConsultant(user: SessionUser): void {
  if (!isConsultant(user)) throw new AppError('forbidden', { message: texts.notConsultant });
}

export const isServiceSlug = (v: string): v is ConsultationServiceSlug =>
  (consultationServiceSlugs as string[]).includes(v);

/** Services of a theme; the accounting theme adds payroll check and tax-invoice unblock. */
export const themeServices = (theme: ThemeId): ConsultationServiceSlug[] =>
  theme === 'accounting' ? consultationServiceSlugs : consultationServiceSlugs.slice(0, 3);

/** Themes a question of the service belongs to. */
export const serviceThemes = (service: ConsultationServiceSlug): ThemeId[] =>
  themeServices('hr').includes(service) ? ['hr', 'accounting'] : ['accounting'];

/** Thread ids of spec part 2 §9 → service; services without a thread are addressed by slug. */
export function servicesOfThreads(threads: string[]): ConsultationServiceSlug[] {
  return threads.flatMap((t) => {
    if (isServiceSlug(t)) return [t];
    const s = consultationServices.find((x) => x.thread !== null && String(x.thread) === t);
    return s ? [s.slug] : [];
  });
}

export const inTheme = (theme: ThemeId | Placeholder) => sql`${theme} = any(${consultationQuestions.themes})`;

/**
 * The question if the user may see it: its author or a consultant. Anybody else gets the same 404
 * as for a question that does not exist, so ids reveal nothing.
 */
export async function questionFor(opts: { db: Db; user: SessionUser; id: number }): Promise<QuestionRow> {
  const [row] = await opts.db.select().from(consultationQuestions).where(eq(consultationQuestions.id, opts.id));
  if (!row || (row.authorId !== opts.user.id && !isConsultant(opts.user)))
    throw new AppError('not_found', { message: texts.notFound });
  return row;
}

/** A published archive question (anybody may read it). */
export const publishedQuestion = () =>
  and(eq(consultationQuestions.isPublished, true), eq(consultationQuestions.status, 'answered'));
