import type { ThemeId } from '../../common/themes';
import { kyivDayOf } from '../engagement/kyiv-day';
import { CALENDAR_ROLES } from '../../common/tools/calendar-rules';
import type { Role } from '../../common/tools/calendar';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { calculatorPage, listCalculators } from './calculators/list-calculators';
import { runCalculator } from './calculators/run-calculator';
import { calendarMonth } from './calendar/calendar-month';
import { calendarYear } from './calendar/calendar-year';
import {
  addCalendarEvent,
  deleteCalendarEvent,
  getCalendarSettings,
  rotateCalendarToken,
  saveCalendarSettings,
} from './calendar/calendar-settings';
import { getProfessionEntry, listProfessionSections } from './professions/browse-professions';
import { searchProfessions } from './professions/search-professions';
import { siteSearch } from './search/site-search';

/** Roles from a query (`roles` repeated or `roles[]`), unknown ones dropped. */
export function rolesFrom(raw: unknown): Role[] {
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return [...new Set(list.filter((r): r is Role => CALENDAR_ROLES.includes(r as Role)))];
}

/** The Kyiv month of a moment as `YYYY-MM`. */
export const currentMonth = (now = new Date()): string => kyivDayOf(now).slice(0, 7);

/** What the tools pages' loaders and actions call in-process: the same operations as the API. */
export function toolsServices(deps: Pick<AppDeps, 'db' | 'registry'>) {
  const { db } = deps;
  return {
    calculators: {
      list: listCalculators,
      page: calculatorPage,
      run: (alias: string, input: unknown) => runCalculator({ alias, input }),
    },
    classifier: {
      sections: () => listProfessionSections({ db }),
      entry: (code: string) => getProfessionEntry({ db, code }),
      search: (q: string) => searchProfessions({ db, q }),
    },
    calendar: {
      /** Roles: those asked for, else the user's saved ones, else all three for a visitor. */
      month: async (opts: { user: SessionUser | null; month?: string | null; roles?: Role[] }) => {
        const settings = opts.user ? await getCalendarSettings({ db, userId: opts.user.id }) : null;
        const roles = opts.roles?.length ? opts.roles : settings?.roles.length ? settings.roles : CALENDAR_ROLES;
        const view = await calendarMonth({
          db,
          userId: opts.user?.id ?? null,
          month: opts.month || currentMonth(),
          roles,
        });
        return { ...view, settings };
      },
      year: async (opts: { user: SessionUser | null; year: number; roles?: Role[] }) => {
        const settings = opts.user ? await getCalendarSettings({ db, userId: opts.user.id }) : null;
        const roles = opts.roles?.length ? opts.roles : settings?.roles.length ? settings.roles : CALENDAR_ROLES;
        return calendarYear({ db, userId: opts.user?.id ?? null, year: opts.year, roles });
      },
      saveSettings: (user: SessionUser, input: unknown) => saveCalendarSettings({ db, userId: user.id, input }),
      rotateToken: (user: SessionUser) => rotateCalendarToken({ db, userId: user.id }),
      addEvent: (user: SessionUser, input: unknown) => addCalendarEvent({ db, userId: user.id, input }),
      deleteEvent: (user: SessionUser, id: number) => deleteCalendarEvent({ db, userId: user.id, id }),
    },
    search: (opts: { user: SessionUser | null; theme: ThemeId; q?: string | null; kind?: string; page?: number }) =>
      siteSearch({ db, sources: deps.registry.searchSources, ...opts }),
  };
}
