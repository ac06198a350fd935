import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { campaignRegistrations, webinars } from '../db/schema';
import { AppError } from '../http/errors';
import type { WebinarRow } from './webinars.presenter';

/** Which of the webinars the e-mail registered for (through each webinar's catalogue campaign). */
async function registeredSet(db: Db, rows: WebinarRow[], email: string | null): Promise<Set<number>> {
  const byCampaign = new Map(rows.filter((w) => w.catalogCampaign).map((w) => [w.catalogCampaign as string, w.id]));
  if (!email || !byCampaign.size) return new Set();
  const found = await db
    .select({ campaign: campaignRegistrations.campaign })
    .from(campaignRegistrations)
    .where(
      and(
        inArray(campaignRegistrations.campaign, [...byCampaign.keys()]),
        eq(sql`lower(${campaignRegistrations.email})`, email.toLowerCase()),
      ),
    );
  return new Set(found.map((r) => byCampaign.get(r.campaign) as number));
}

/** Published free webinars of the theme, soonest first; each with the viewer's registration. */
export async function listWebinars(opts: { db: Db; theme: ThemeId; email: string | null }) {
  const rows = await opts.db
    .select()
    .from(webinars)
    .where(and(eq(webinars.isPublished, true), sql`${opts.theme} = any(${webinars.themes})`))
    .orderBy(asc(webinars.startsAt));
  const registered = await registeredSet(opts.db, rows, opts.email);
  return rows.map((w) => ({ webinar: w, isRegistered: registered.has(w.id) }));
}

/** The next published webinars of the theme that have not started (the home page's block). */
export async function upcomingWebinars(opts: { db: Db; theme: ThemeId; limit: number; now?: Date }) {
  return opts.db
    .select({ id: webinars.id, title: webinars.title, startsAt: webinars.startsAt })
    .from(webinars)
    .where(
      and(
        eq(webinars.isPublished, true),
        gt(webinars.startsAt, opts.now ?? new Date()),
        sql`${opts.theme} = any(${webinars.themes})`,
      ),
    )
    .orderBy(asc(webinars.startsAt))
    .limit(opts.limit);
}

export async function getWebinar(opts: { db: Db; id: number; theme: ThemeId; email: string | null }) {
  const [row] = await opts.db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, opts.id), eq(webinars.isPublished, true), sql`${opts.theme} = any(${webinars.themes})`));
  if (!row) throw new AppError('not_found');
  const registered = await registeredSet(opts.db, [row], opts.email);
  return { webinar: row, isRegistered: registered.has(row.id) };
}
