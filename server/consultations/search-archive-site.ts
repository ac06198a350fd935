import { count, desc, sql } from 'drizzle-orm';
import type { SearchRequest, SearchSource } from '../capability';
import { consultationQuestions as q } from '../db/schema';
import { matchAnyVariant } from '../search/text-match';
import { inTheme, publishedQuestion } from './consultation-query';
import { questionPath } from './consultations.presenter';

const TITLE_MAX = 140;
const SNIPPET_MAX = 240;

/** The answers of a question as one plain text (the archive shows them, so the search reads them too). */
const answersText = sql<string>`coalesce((select string_agg(regexp_replace(a.body, '<[^>]*>', ' ', 'g'), ' ')
  from consultation_messages a where a.question_id = ${q}.id and a.kind = 'answer'), '')`;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The consultations' public archive in the site search: published anonymised questions of the
 * request's theme, matched on the question and its answers. Nothing private is ever searched.
 */
async function searchArchive(request: SearchRequest) {
  const match = matchAnyVariant(sql`${q.text} || ' ' || ${answersText}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${publishedQuestion()} and ${inTheme(request.theme)} and ${match}`;
  const [{ total }] = await request.db.select({ total: count() }).from(q).where(where);
  if (request.limit === 0 || Number(total) === 0) return { total: Number(total), items: [] };
  const rows = await request.db
    .select({ id: q.id, service: q.service, text: q.text, answeredAt: q.answeredAt, answers: answersText })
    .from(q)
    .where(where)
    .orderBy(desc(q.answeredAt), desc(q.id))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  return {
    total: Number(total),
    items: rows.map((r) => ({
      kind: 'consultations',
      id: String(r.id),
      title: cut(r.text.replace(/\s+/g, ' ').trim(), TITLE_MAX),
      url: questionPath(r),
      snippet: cut(plain(String(r.answers ?? '')), SNIPPET_MAX),
      date: r.answeredAt ? r.answeredAt.toISOString() : null,
    })),
  };
}

export const consultationsSearchSource: SearchSource = {
  kind: 'consultations',
  label: 'Консультації',
  search: searchArchive,
};
