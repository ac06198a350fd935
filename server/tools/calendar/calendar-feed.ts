import { type CalendarEvent, type Role, toICal } from '../../../common/tools/calendar';
import { toIso } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { eventsBetween } from './calendar-events';
import { settingsByToken } from './calendar-settings';

/** Where an event's link leads on the site. */
export function eventLinkPath(link: NonNullable<CalendarEvent['link']>): string {
  if (link.kind === 'calculator') return `/calculators/${link.alias}`;
  if (link.kind === 'handbook') return `/handbooks/${link.alias}`;
  return `/documents/${link.alias}`;
}

/**
 * The iCal feed of one user, found by the secret token of its address: this year and the next of the
 * chosen roles' deadlines plus their own events. A token that matches nobody is a 404 (nothing leaks).
 */
export async function calendarFeed(opts: { db: Db; token: string; origin: string; now?: Date }): Promise<string> {
  const settings = await settingsByToken(opts);
  if (!settings) throw new AppError('not_found', { message: 'Календар не знайдено' });
  const now = opts.now ?? new Date();
  const year = now.getUTCFullYear();
  const events = await eventsBetween({
    db: opts.db,
    userId: settings.userId,
    roles: settings.roles as Role[],
    from: toIso(year, 1, 1),
    to: toIso(year + 1, 12, 31),
  });
  return toICal(events, {
    name: 'Фахівець: календар строків',
    uidDomain: new URL(opts.origin).hostname,
    now,
    linkUrl: (link) => `${opts.origin}${eventLinkPath(link)}`,
  });
}
