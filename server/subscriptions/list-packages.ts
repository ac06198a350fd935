import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { packages, plans } from '../db/schema';

export type PackageWithPlans = typeof packages.$inferSelect & { plans: (typeof plans.$inferSelect)[] };

/** The catalogue: every package with its plans, in display order. */
export async function listPackages(opts: { db: Db }): Promise<PackageWithPlans[]> {
  const [pkgRows, planRows] = await Promise.all([
    opts.db.select().from(packages).orderBy(asc(packages.position)),
    opts.db.select().from(plans).orderBy(asc(plans.position)),
  ]);
  return pkgRows.map((p) => ({ ...p, plans: planRows.filter((pl) => pl.packageId === p.id) }));
}

/** One package and plan by their URL codes; plan null when not asked for or unknown. */
export async function findPackage(opts: { db: Db; packageCode: string }): Promise<PackageWithPlans | null> {
  return (await listPackages(opts)).find((p) => p.code === opts.packageCode) ?? null;
}
