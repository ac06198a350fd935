import type { ThemeId } from '../../common/themes';
import { TtlCache } from '../cache/ttl-cache';
import { defineCapability } from '../capability';
import { listTopics } from './list-topics';
import { getTopicPage } from './topic-page';
import { topicsRoutes } from './topics.routes';

export const topics = defineCapability({
  name: 'topics',
  api: topicsRoutes,
  services: ({ db, registry }) => {
    const cache = new TtlCache<Awaited<ReturnType<typeof listTopics>>>(30_000);
    return {
      list: (theme: ThemeId) => cache.get(`topics:${theme}`, () => listTopics({ db, theme })),
      /** Everything on one topic across the kinds that registered `onTopic`. */
      page: (alias: string, theme: ThemeId) => getTopicPage({ db, sources: registry.topicSources, alias, theme }),
    };
  },
});
