/** Limits and messages of the personal calendar, shared by its API and its page forms. */
import { z } from 'zod';
import { ROLE_LABELS, type Role } from './calendar/deadline-rules';

export const CALENDAR_ROLES = Object.keys(ROLE_LABELS) as Role[];

export const calendarMsg = {
  role: 'Оберіть роль зі списку',
  month: 'Введіть місяць у форматі РРРР-ММ',
  date: 'Введіть дату у форматі РРРР-ММ-ДД',
  title: 'Введіть назву події',
  titleMax: 'Назва не довша за 200 символів',
  noteMax: 'Примітка не довша за 2000 символів',
  remindDays: 'Нагадування можна отримати за 0–30 днів',
};

export const MONTH_RE = /^(20[2-9]\d)-(0[1-9]|1[0-2])$/;
const DATE_RE = /^(20[2-9]\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const validDate = (s: string) => DATE_RE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const roleList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.enum(CALENDAR_ROLES as [Role, ...Role[]], { error: calendarMsg.role })).max(3),
);

export const calendarSettingsInput = z.object({
  roles: roleList,
  remindDays: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: calendarMsg.remindDays })
      .int(calendarMsg.remindDays)
      .min(0, calendarMsg.remindDays)
      .max(30, calendarMsg.remindDays)
      .nullable(),
  ),
});

export const calendarEventInput = z.object({
  date: z.string({ error: calendarMsg.date }).trim().refine(validDate, calendarMsg.date),
  title: z.string({ error: calendarMsg.title }).trim().min(1, calendarMsg.title).max(200, calendarMsg.titleMax),
  note: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(2000, calendarMsg.noteMax)).default(''),
});
export type CalendarEventInput = z.infer<typeof calendarEventInput>;
