import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { calendarEventInput, calendarSettingsInput } from '../../../common/tools/calendar-rules';
import type { Role } from '../../../common/tools/calendar';
import type { Db } from '../../db/client';
import { preparedOnce, UNNAMED } from '../../db/prepared';
import { calendarSettings, calendarUserEvents } from '../../db/schema';
import { AppError, validationError, zodFields } from '../../http/errors';

export interface CalendarSettings {
  roles: Role[];
  remindDays: number | null;
  icalToken: string;
}

const newToken = () => crypto.randomBytes(24).toString('base64url');

/** The user's settings; made on first use (all roles off, no reminders, a fresh feed token). */
export async function getCalendarSettings(opts: { db: Db; userId: number }): Promise<CalendarSettings> {
  // Read first: the row exists for every later visit, and the calendar page asks for it on each one.
  let [row] = await settingsStatement(opts.db).execute({ userId: opts.userId });
  if (!row) {
    await opts.db
      .insert(calendarSettings)
      .values({ userId: opts.userId, roles: [], remindDays: null, icalToken: newToken() })
      .onConflictDoNothing();
    [row] = await settingsStatement(opts.db).execute({ userId: opts.userId });
  }
  return { roles: row.roles as Role[], remindDays: row.remindDays, icalToken: row.icalToken };
}

/** Built once per database handle (ADR 047). */
const settingsStatement = (db: Db) =>
  preparedOnce(db, 'calendar:settings', (d) =>
    d
      .select()
      .from(calendarSettings)
      .where(eq(calendarSettings.userId, sql.placeholder('userId')))
      .prepare(UNNAMED),
  );

export async function saveCalendarSettings(opts: { db: Db; userId: number; input: unknown }) {
  const parsed = calendarSettingsInput.safeParse(opts.input ?? {});
  if (!parsed.success) throw validationError(zodFields(parsed.error));
  await getCalendarSettings(opts);
  await opts.db
    .update(calendarSettings)
    .set({ roles: [...new Set(parsed.data.roles)], remindDays: parsed.data.remindDays, updatedAt: new Date() })
    .where(eq(calendarSettings.userId, opts.userId));
  return getCalendarSettings(opts);
}

/** A new feed address; the old one stops working at once. */
export async function rotateCalendarToken(opts: { db: Db; userId: number }) {
  await getCalendarSettings(opts);
  await opts.db
    .update(calendarSettings)
    .set({ icalToken: newToken(), updatedAt: new Date() })
    .where(eq(calendarSettings.userId, opts.userId));
  return getCalendarSettings(opts);
}

export async function addCalendarEvent(opts: { db: Db; userId: number; input: unknown }) {
  const parsed = calendarEventInput.safeParse(opts.input ?? {});
  if (!parsed.success) throw validationError(zodFields(parsed.error));
  const [row] = await opts.db
    .insert(calendarUserEvents)
    .values({ userId: opts.userId, ...parsed.data })
    .returning();
  return { id: row.id, date: row.date, title: row.title, note: row.note };
}

export async function deleteCalendarEvent(opts: { db: Db; userId: number; id: number }) {
  const deleted = await opts.db
    .delete(calendarUserEvents)
    .where(and(eq(calendarUserEvents.id, opts.id), eq(calendarUserEvents.userId, opts.userId)))
    .returning({ id: calendarUserEvents.id });
  if (!deleted.length) throw new AppError('not_found', { message: 'Подію не знайдено' });
}

export async function settingsByToken(opts: { db: Db; token: string }) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(opts.token)) return null;
  const [row] = await opts.db.select().from(calendarSettings).where(eq(calendarSettings.icalToken, opts.token));
  return row ?? null;
}
