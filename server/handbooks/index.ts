import { count, desc } from 'drizzle-orm';
import { handbookPath } from '../../common/handbooks';
import { defineCapability } from '../capability';
import { handbooksSearchSource } from './search-handbooks-site';
import { handbooks as handbooksTable } from '../db/schema';
import { handbookKind } from './handbook-kind';
import { listedHandbook, publicHandbook } from './handbook-query';
import { handbooksOnTopic } from './handbooks-on-topic';
import { handbooksRoutes } from './handbooks.routes';
import { handbooksServices } from './handbooks-services';
import { seedHandbookContent } from './seed-handbooks';

export const handbooks = defineCapability({
  name: 'handbooks',
  api: handbooksRoutes,
  services: handbooksServices,
  seed: { demo: ({ db }) => seedHandbookContent(db) },
  sitemap: async ({ db }) => {
    const rows = await db
      .select({ id: handbooksTable.id })
      .from(handbooksTable)
      .where(publicHandbook())
      .orderBy(desc(handbooksTable.publishedAt))
      .limit(45000);
    return rows.map((r) => handbookPath(r.id));
  },
  engagementKinds: [handbookKind],
  contentKinds: ['handbook'],
  search: [handbooksSearchSource],
  // The side menu's "Довідники" shows how many public handbooks the theme has.
  counters: {
    handbooks: async ({ db, theme }) => {
      const [{ total }] = await db
        .select({ total: count() })
        .from(handbooksTable)
        .where(theme ? listedHandbook(theme) : publicHandbook());
      return Number(total);
    },
  },
  onTopic: handbooksOnTopic,
});
