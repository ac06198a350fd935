import { eq } from 'drizzle-orm';
import { routeTable } from '../../common/route-table';
import type { Db } from '../db/client';
import { pages } from '../db/schema';

/** Paths an application route serves; their CMS pages (about, offer…) are listed by the route table. */
const routePaths = new Set(routeTable.filter((r) => !r.path.includes(':')).map((r) => `/${r.path}`));

/** Published CMS pages served by the landing route, for sitemap.xml. */
export async function pageSitemapUrls(opts: { db: Db }): Promise<string[]> {
  const rows = await opts.db.select({ alias: pages.alias }).from(pages).where(eq(pages.isPublished, true));
  return rows.map((r) => `/${r.alias}`).filter((path) => !routePaths.has(path));
}
