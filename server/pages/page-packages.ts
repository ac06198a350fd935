import { asc, eq, sql } from 'drizzle-orm';
import type { PageBlock } from '../../common/page-blocks';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { packages, plans } from '../db/schema';

/** Packages by code with their plans, in catalogue order: built once per database handle (ADR 047). */
const packagesWithPlans = (db: Db) =>
  preparedOnce(db, 'pages:packages', (d) =>
    d
      .select({ pkg: packages, plan: plans })
      .from(packages)
      .innerJoin(plans, eq(plans.packageId, packages.id))
      .where(sql`${packages.code} = any(${sql.placeholder('codes')})`)
      .orderBy(asc(packages.position), asc(plans.position))
      .prepare(UNNAMED),
  );

/** The catalogue's packages and plans named by a page's packages blocks, prices as stored. */
export async function packagesOfBlocks(db: Db, blocks: PageBlock[]) {
  const codes = [...new Set(blocks.flatMap((b) => (b.type === 'packages' ? b.codes : [])))];
  if (codes.length === 0) return [];
  const rows = await packagesWithPlans(db).execute({ codes });
  const byCode = new Map<
    string,
    {
      code: string;
      title: string;
      description: string;
      features: string[];
      is_highlighted: boolean;
      plans: { code: string; title: string; months: number; price_kop: number }[];
    }
  >();
  for (const { pkg, plan } of rows) {
    const entry = byCode.get(pkg.code) ?? {
      code: pkg.code,
      title: pkg.title,
      description: pkg.description,
      features: pkg.features,
      is_highlighted: pkg.isHighlighted,
      plans: [],
    };
    entry.plans.push({ code: plan.code, title: plan.title, months: plan.months, price_kop: plan.priceKop });
    byCode.set(pkg.code, entry);
  }
  return [...byCode.values()];
}
export type PagePackage = Awaited<ReturnType<typeof packagesOfBlocks>>[number];
