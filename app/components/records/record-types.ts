import type { RecordsPage } from '../../../server/records/list-records-page';
import type { RecordCard } from '../../../server/records/records.presenter';
import type { RecordView } from '../../../server/records/records.presenter';
import { kyivDate } from '../../../common/uk-locale';

export type { RecordCard, RecordView };
export type RecordsPageView = RecordsPage;

/**
 * The API's card cut to what `RecordCard` shows (its first rubric, the lecturers' names and avatars):
 * a page's hydration data carries only these (the home's 8 cards, a list's 20).
 */
export type RecordCardOnPage = Pick<
  RecordCard,
  'id' | 'url' | 'title' | 'excerpt' | 'kind' | 'access' | 'hasAccess' | 'date' | 'videos_count' | 'duration' | 'views'
> & {
  rubrics: { title: string }[];
  lecturers: Pick<RecordCard['lecturers'][number], 'name' | 'avatar_url'>[];
};

export function recordCardOnPage(card: RecordCard): RecordCardOnPage {
  const first = card.rubrics[0];
  return {
    id: card.id,
    url: card.url,
    title: card.title,
    excerpt: card.excerpt,
    kind: card.kind,
    access: card.access,
    hasAccess: card.hasAccess,
    date: card.date,
    videos_count: card.videos_count,
    duration: card.duration,
    views: card.views,
    rubrics: first ? [{ title: first.title }] : [],
    lecturers: card.lecturers.map((l) => ({ name: l.name, avatar_url: l.avatar_url })),
  };
}

/** A list page as the page gets it: the cards cut to what they show. */
export type RecordsPageOnPage = Omit<RecordsPageView, 'data'> & { data: RecordCardOnPage[] };

export const recordsPageOnPage = (page: RecordsPageView): RecordsPageOnPage => ({
  ...page,
  data: page.data.map(recordCardOnPage),
});
export type VideoView = RecordView['videos'][number];

export const recordDate = (iso: string | null) => (iso ? kyivDate(iso) : '');

const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds as hh:mm:ss. */
export const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
