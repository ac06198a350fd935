import { ukCompare } from '../../../common/uk-locale';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { type CalendarEvent, monthEvents, type Role } from '../../../common/tools/calendar';
import { daysInMonth, type IsoDate, toIso } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { preparedOnce, UNNAMED } from '../../db/prepared';
import { calendarUserEvents } from '../../db/schema';

export type PersonalEvent = CalendarEvent & { isCustom: boolean; customId?: number };

const OWN_BASIS = { act: 'Власна подія', reference: 'додано вами' };

/** A user's own events between two dates, as calendar events (uid `own-{id}`). */
/** Built once per database handle (ADR 047): the calendar page reads it on every visit. */
const ownEventsStatement = (db: Db) =>
  preparedOnce(db, 'calendar:own-events', (d) =>
    d
      .select()
      .from(calendarUserEvents)
      .where(
        and(
          eq(calendarUserEvents.userId, sql.placeholder('userId')),
          gte(calendarUserEvents.date, sql.placeholder('from')),
          lte(calendarUserEvents.date, sql.placeholder('to')),
        ),
      )
      .orderBy(asc(calendarUserEvents.date), asc(calendarUserEvents.id))
      .prepare(UNNAMED),
  );

export async function ownEvents(opts: {
  db: Db;
  userId: number;
  from: IsoDate;
  to: IsoDate;
}): Promise<PersonalEvent[]> {
  const rows = await ownEventsStatement(opts.db).execute({ userId: opts.userId, from: opts.from, to: opts.to });
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
