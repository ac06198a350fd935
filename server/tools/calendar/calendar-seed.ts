import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../common/tools/calendar';
import type { Db } from '../../db/client';
import { calendarSettings, calendarUserEvents, users } from '../../db/schema';

interface DemoCalendar {
  email: string;
  roles: Role[];
  remindDays: number | null;
  events: { date: string; title: string; note: string }[];
}

/**
 * Demo calendars: the roles, reminders and own working notes of the demo accounts, written the way an HR
 * officer or a payroll accountant plans around the 2026 deadlines (the research notes, §1.9 and §4). The
 * statutory deadlines themselves come from the deadline rules; these are the preparation steps around them.
 */
export const DEMO_CALENDARS: DemoCalendar[] = [
  {
    email: 'professional@fahivets.ua',
    roles: ['kadrovyk', 'viiskovyi-oblik'],
    remindDays: 3,
    events: [
      {
        date: '2026-01-29',
        title: 'Перевірити статус критичного підприємства',
        note: 'Статус критичності для бронювання працівників треба оновити до 1 лютого 2026 року. Підготувати довідку про чисельність і сплачені податки.',
      },
      {
        date: '2026-03-30',
        title: 'Зібрати накази за березень для повідомлення ТЦК',
        note: 'Повідомлення про зміну облікових даних (додаток 4 до Порядку № 1487) — до 3 квітня: 5 квітня припадає на неділю.',
      },
      {
        date: '2026-05-05',
        title: 'Переглянути наказ про норму робочого часу',
        note: 'Воєнний стан продовжено після 4 травня: норму тривалості робочого часу затверджуємо наново на строк продовження (ч. 6 ст. 6 Закону № 2136-IX).',
      },
      {
        date: '2026-05-06',
        title: 'Передати бухгалтерії дані для звіту про квоту',
        note: 'Середньооблікова чисельність за I квартал і кількість працівників з інвалідністю. Перший звіт — до 11 травня, внесок — до 20 травня 2026 року (Закон № 4219-IX).',
      },
      {
        date: '2026-06-01',
        title: 'Останні скани трудових книжок — на портал ПФУ',
        note: 'Перехідний період Закону № 1217-IX закінчується 10 червня 2026 року. Спершу — працівники, яким до пенсії до двох років, і періоди до 01.07.2000 та 01.01.2004.',
      },
      {
        date: '2026-07-20',
        title: 'Перевірити облік працівників, яким виповнилося 17 років',
        note: 'Юнаки, яким у 2026 році виповнюється 17 років, стають на військовий облік до 31 липня (через Резерв+ або ТЦК).',
      },
      {
        date: '2026-12-15',
        title: 'Зібрати побажання працівників до графіка відпусток на 2027 рік',
        note: 'Графік відпусток затверджуємо не пізніше 5 січня 2027 року (ст. 79 КЗпП, ст. 10 Закону «Про відпустки»).',
      },
    ],
  },
  {
    email: 'premiumpro@fahivets.ua',
    roles: ['bukhhalter'],
    remindDays: 2,
    events: [
      {
        date: '2026-01-05',
        title: 'Оновити ставки в програмі на 2026 рік',
        note: 'Мінімальна зарплата 8 647 грн (52 грн за годину), прожитковий мінімум 3 328 грн, податкова соціальна пільга 1 664 грн, граничний дохід для пільги 4 660 грн.',
      },
      {
        date: '2026-02-04',
        title: 'Звірити додаток 4 за IV квартал 2025 року',
        note: 'Податковий розрахунок подаємо до 9 лютого 2026 року: 40 календарних днів після кварталу.',
      },
      {
        date: '2026-03-27',
        title: 'Налаштувати лікарняні за Законом № 4683-IX',
        note: 'Нові правила листків непрацездатності діють з 1 квітня 2026 року: перевірити, як програма рахує перші 5 днів за рахунок роботодавця.',
      },
      {
        date: '2026-05-06',
        title: 'Розрахувати внесок за невиконання квоти за I квартал',
        note: 'Середня зарплата × кількість невиконаних місць. Звіт — до 11 травня, сплата — до 20 травня 2026 року.',
      },
      {
        date: '2026-08-05',
        title: 'Звірити ЄСВ і військовий збір за II квартал',
        note: 'Податковий розрахунок за II квартал — до 10 серпня 2026 року (9 серпня — неділя). ВЗ 5 %, ЄСВ 22 % не менше ніж з мінімальної зарплати.',
      },
    ],
  },
  {
    email: 'user@fahivets.ua',
    roles: ['kadrovyk'],
    remindDays: null,
    events: [
      {
        date: '2026-02-25',
        title: 'Виплатити відпускні О. Коваленко',
        note: 'Відпустка з 2 березня, 14 днів: відпускні — не пізніше ніж за три дні до її початку (ст. 21 Закону «Про відпустки»).',
      },
    ],
  },
];

/** Idempotent: settings only where a user has none, events only where the same date and title are absent. */
export async function seedDemoCalendars(db: Db): Promise<void> {
  const emails = DEMO_CALENDARS.map((c) => c.email);
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(found.map((u) => [u.email, u.id]));
  for (const cal of DEMO_CALENDARS) {
    const userId = idOf.get(cal.email);
    if (!userId) continue;
    await db
      .insert(calendarSettings)
      .values({
        userId,
        roles: cal.roles,
        remindDays: cal.remindDays,
        icalToken: crypto.randomBytes(24).toString('base64url'),
      })
      .onConflictDoNothing();
    for (const e of cal.events) {
      const [has] = await db
        .select({ id: calendarUserEvents.id })
        .from(calendarUserEvents)
        .where(
          and(
            eq(calendarUserEvents.userId, userId),
            eq(calendarUserEvents.date, e.date),
            eq(calendarUserEvents.title, e.title),
          ),
        );
      if (!has) await db.insert(calendarUserEvents).values({ userId, ...e });
    }
  }
}
