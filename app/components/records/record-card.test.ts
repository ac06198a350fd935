import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordCard } from './record-card';
import { type RecordCard as FullCard, recordCardOnPage } from './record-types';

const full = (over: Partial<FullCard> = {}): FullCard =>
  ({
    id: 24,
    title: 'Графік відпусток на наступний рік',
    url: '/events/24',
    excerpt: 'Як зібрати побажання працівників і затвердити графік до 5 січня.',
    kind: 'webinar',
    rubrics: [
      { rubric: 1, name: 'webinar', title: 'Вебінари' },
      { rubric: 2, name: 'consultation', title: 'Консультації' },
    ],
    date: '2026-11-19T08:00:00.000Z',
    access: false,
    client_access: false,
    hasAccess: false,
    videos_count: 2,
    duration: '00:59:31',
    first_video_url: '/events/24/26',
    lecturers: [
      {
        id: 6,
        slug: 'svitlana-bondar',
        name: 'Світлана Бондар',
        position: 'керівниця кадрової служби',
        avatar_url: '/images/lecturers/svitlana-bondar.svg',
      },
      { id: 7, slug: 'oleh-marchuk', name: 'Олег Марчук', position: 'юрист', avatar_url: null },
    ],
    topics: [{ alias: 'vidpustky', title: 'Відпустки' }],
    options: { certificate: true },
    favorite: { enabled: true, inFavorites: true },
    favorites_count: 3,
    views: 117,
    share_count: 4,
    comments_count: 5,
    rating: 4.5,
    rating_count: 2,
    viewed: true,
    ...over,
  }) as FullCard;

const html = (record: Parameters<typeof RecordCard>[0]['record']) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(RecordCard, { record })));

describe('a record card as a page carries it', () => {
  it('renders exactly as the full card does: free, for subscribers, with access, without lecturers', () => {
    for (const card of [
      full(),
      full({ access: true }),
      full({ hasAccess: true }),
      full({ lecturers: [], rubrics: [], date: null }),
    ]) {
      const cut = recordCardOnPage(card);
      expect(html(cut)).toBe(html(card));
    }
    expect(html(full())).toContain('Світлана Бондар, Олег Марчук');
  });

  it('leaves out what the card does not show (marks, counters, topics, player address)', () => {
    const cut = recordCardOnPage(full()) as Record<string, unknown>;
    for (const hidden of ['favorite', 'viewed', 'topics', 'first_video_url', 'rating', 'share_count', 'options'])
      expect(cut).not.toHaveProperty(hidden);
    expect(cut.rubrics).toEqual([{ title: 'Вебінари' }]);
    expect(cut.lecturers).toEqual([
      { name: 'Світлана Бондар', avatar_url: '/images/lecturers/svitlana-bondar.svg' },
      { name: 'Олег Марчук', avatar_url: null },
    ]);
  });
});
