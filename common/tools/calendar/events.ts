/**
 * A month's or a year's deadline events for the chosen roles, with days off shifted as each rule says
 * (martial law decides whether holidays are days off, via the production calendar).
 */
import { ukCompare } from '../../uk-locale';
import {
  addDays,
  daysInMonth,
  type IsoDate,
  nextWorkingDay,
  previousWorkingDay,
  type RuleSource,
  type RulesOptions,
  toIso,
} from '../rules';
import { DEADLINE_RULES, type DeadlineRule, type Role, type Shift } from './deadline-rules';

export interface CalendarEvent {
  uid: string;
  ruleId: string;
  date: IsoDate;
  /** The date before shifting off a day off, when it moved. */
  originalDate?: IsoDate;
  title: string;
  roles: Role[];
  basis: RuleSource;
  verified: boolean;
  link?: DeadlineRule['link'];
  note?: string;
}

function shifted(date: IsoDate, shift: Shift, options: RulesOptions): IsoDate {
  if (shift === 'next') return nextWorkingDay(date, options);
  if (shift === 'previous') return previousWorkingDay(date, options);
  return date;
}

function clampDay(year: number, month: number, day: number): IsoDate {
  return toIso(year, month, Math.min(day, daysInMonth(year, month)));
}

interface Occurrence {
  date: IsoDate;
  /** First day of the period the deadline is for; the rule must be in force for that period. */
  period: IsoDate;
}

/** Unshifted dates of a rule that fall in the given month (quarterly and yearly rules included). */
function datesInMonth(rule: DeadlineRule, year: number, month: number): Occurrence[] {
  const s = rule.schedule;
  switch (s.kind) {
    case 'monthly': {
      const date = clampDay(year, month, s.day);
      return [{ date, period: date }];
    }
    case 'monthlyAfterMonth': {
      // The previous month's end + N days lands in this month or the next; look at both candidates.
      const out: Occurrence[] = [];
      for (const back of [2, 1]) {
        const m = month - back;
        const y = m < 1 ? year - 1 : year;
        const mm = ((m + 11) % 12) + 1;
        const d = addDays(toIso(y, mm, daysInMonth(y, mm)), s.days);
        if (d.startsWith(toIso(year, month, 1).slice(0, 7))) out.push({ date: d, period: toIso(y, mm, 1) });
      }
      return out;
    }
    case 'quarterly': {
      const out: Occurrence[] = [];
      for (const qEndMonth of [3, 6, 9, 12]) {
        for (const y of [year - 1, year]) {
          const d = addDays(toIso(y, qEndMonth, daysInMonth(y, qEndMonth)), s.daysAfterQuarter);
          if (d.startsWith(toIso(year, month, 1).slice(0, 7)))
            out.push({ date: d, period: toIso(y, qEndMonth - 2, 1) });
        }
      }
      return out;
    }
    case 'yearly': {
      const date = clampDay(year, month, s.day);
      return s.month === month ? [{ date, period: date }] : [];
    }
    case 'once':
      return s.date.startsWith(toIso(year, month, 1).slice(0, 7)) ? [{ date: s.date, period: s.date }] : [];
    case 'triggered':
      return [];
  }
}

function toEvent(rule: DeadlineRule, original: IsoDate, options: RulesOptions): CalendarEvent {
  const date = shifted(original, rule.shift, options);
  return {
    uid: `${rule.id}-${original}`,
    ruleId: rule.id,
    date,
    ...(date !== original ? { originalDate: original } : {}),
    title: rule.title,
    roles: rule.roles,
    basis: rule.basis,
    verified: rule.verified,
    ...(rule.link ? { link: rule.link } : {}),
    ...(rule.note ? { note: rule.note } : {}),
  };
}

function inForce(rule: DeadlineRule, date: IsoDate): boolean {
  return rule.validFrom <= date && (!rule.validTo || date <= rule.validTo);
}

/**
 * Events whose unshifted date falls in the month, for any of the roles. A shifted date may leave the
 * month (e.g. 5 April → 3 April stays; 31 December → previous working day), which is what the user needs.
 */
export function monthEvents(
  year: number,
  month: number,
  roles: Role[],
  options: RulesOptions = {},
  rules: DeadlineRule[] = DEADLINE_RULES,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const rule of rules) {
    if (!rule.roles.some((r) => roles.includes(r))) continue;
    for (const o of datesInMonth(rule, year, month))
      if (inForce(rule, o.period)) events.push(toEvent(rule, o.date, options));
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || ukCompare(a.title, b.title));
}

export function yearEvents(year: number, roles: Role[], options: RulesOptions = {}): CalendarEvent[] {
  return Array.from({ length: 12 }, (_, i) => monthEvents(year, i + 1, roles, options)).flat();
}

/** The deadline that runs from an event the user knows (an order's date, a vacation's start). */
export function triggeredDeadline(ruleId: string, eventDate: IsoDate, options: RulesOptions = {}): CalendarEvent {
  const rule = DEADLINE_RULES.find((r) => r.id === ruleId);
  if (rule?.schedule.kind !== 'triggered') throw new Error(`Невідоме правило строку: ${ruleId}`);
  const { days, direction } = rule.schedule;
  return toEvent(rule, addDays(eventDate, direction === 'after' ? days : -days), options);
}

export function triggeredRules(roles: Role[]): DeadlineRule[] {
  return DEADLINE_RULES.filter((r) => r.schedule.kind === 'triggered' && r.roles.some((x) => roles.includes(x)));
}
