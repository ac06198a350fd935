import { ukCompare } from '../../../common/uk-locale';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { type CalendarEvent, monthEvents, type Role } from '../../../common/tools/calendar';
import { daysInMonth, type IsoDate, toIso } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { calendarUserEvents } from '../../db/schema';

export type PersonalEvent = CalendarEvent & { isCustom: boolean; customId?: number };

const OWN_BASIS = { act: 'Власна подія', reference: 'додано вами' };

/** A user's own events between two dates, as calendar events (uid `own-{id}`). */
export async function ownEvents(opts: {
  db: Db;
  userId: number;
  from: IsoDate;
  to: IsoDate;
}): Promise<PersonalEvent[]> {
  const rows = await opts.db
    .select()
    .from(calendarUserEvents)
    .where(
      and(
        eq(calendarUserEvents.userId, opts.userId),
        gte(calendarUserEvents.date, opts.from),
        lte(calendarUserEvents.date, opts.to),
      ),
    )
    .orderBy(asc(calendarUserEvents.date), asc(calendarUserEvents.id));
  return rows.map((r) => ({
    uid: `own-${r.id}`,
    ruleId: 'own',
    date: r.date,
    title: r.title,
    roles: [],
    basis: OWN_BASIS,
    verified: true,
    ...(r.note ? { note: r.note } : {}),
    isCustom: true,
    customId: r.id,
  }));
}

/** Deadlines of the roles in the months between two dates (inclusive), plus the user's own events. */
export async function eventsBetween(opts: {
  db: Db;
  userId: number | null;
  roles: Role[];
  from: IsoDate;
  to: IsoDate;
}): Promise<PersonalEvent[]> {
  const out: PersonalEvent[] = [];
  let [y, m] = opts.from.split('-').map(Number);
  const [ty, tm] = opts.to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    for (const e of monthEvents(y, m, opts.roles)) {
      if (e.date >= opts.from && e.date <= opts.to) out.push({ ...e, isCustom: false });
    }
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  if (opts.userId) out.push(...(await ownEvents({ db: opts.db, userId: opts.userId, from: opts.from, to: opts.to })));
  return out.sort((a, b) => a.date.localeCompare(b.date) || ukCompare(a.title, b.title));
}

export function monthBounds(month: string): { from: IsoDate; to: IsoDate; year: number; month: number } {
  const [y, m] = month.split('-').map(Number);
  return { from: toIso(y, m, 1), to: toIso(y, m, daysInMonth(y, m)), year: y, month: m };
}
