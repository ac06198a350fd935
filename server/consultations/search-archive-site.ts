import { desc, sql } from 'drizzle-orm';
import type { SearchRequest, SearchSource } from '../capability';
import { consultationQuestions as q } from '../db/schema';
import { textMatchKind, textMatchPage } from '../search/text-match';
import { inTheme, publishedQuestion } from './consultation-query';
import { questionPath } from './consultations.presenter';

const TITLE_MAX = 140;
const SNIPPET_MAX = 240;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const QUESTIONS = textMatchKind({
  kind: 'consultations',
  table: q,
  where: (theme) => sql`${publishedQuestion()} and ${inTheme(theme)}`,
  fields: {
    id: q.id,
    service: q.service,
    text: q.text,
    answeredAt: q.answeredAt,
    answers: q.answersText,
  },
  orderBy: [desc(q.answeredAt), desc(q.id)],
});

/**
 * The consultations' public archive in the site search: published anonymised questions of the
 * request's theme, matched on the question and its answers. Nothing private is ever searched.
 */
async function searchArchive(request: SearchRequest) {
  const { total, rows } = await textMatchPage(request, QUESTIONS);
  return {
    total,
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
