import { TtlCache } from '../cache/ttl-cache';
import { defineCapability } from '../capability';
import { listTopics } from './list-topics';
import { topicsRoutes } from './topics.routes';

export const topics = defineCapability({
  name: 'topics',
  api: topicsRoutes,
  services: ({ db }) => {
    const cache = new TtlCache<Awaited<ReturnType<typeof listTopics>>>(30_000);
    return { list: () => cache.get('topics', () => listTopics({ db })) };
  },
});
