import { eq, isNotNull } from 'drizzle-orm';
import type { Role } from '../../../common/tools/calendar';
import { addDays, formatDateUa, type IsoDate } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { calendarReminders, calendarSettings, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { eventLinkPath } from './calendar-feed';
import { eventsBetween, type PersonalEvent } from './calendar-events';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function reminderMail(to: string, events: PersonalEvent[], origin: string) {
  const lines = events.map((e) => {
    const link = e.link ? ` ${origin}${eventLinkPath(e.link)}` : '';
    return `${formatDateUa(e.date)} — ${e.title} (${e.basis.act}, ${e.basis.reference})${link}`;
  });
  const items = events.map((e) => {
    const link = e.link ? ` <a href="${origin}${eventLinkPath(e.link)}">виконати</a>` : '';
    return `<li><b>${formatDateUa(e.date)}</b> — ${escapeHtml(e.title)}${link}</li>`;
  });
  return {
    to,
    subject: events.length === 1 ? `Нагадування: ${events[0].title}` : `Нагадування: ${events.length} строки`,
    text: `Наближаються строки з вашого календаря:\n${lines.join('\n')}\n\nКалендар: ${origin}/calendar`,
    html:
      `<p>Наближаються строки з вашого календаря:</p><ul>${items.join('')}</ul>` +
      `<p><a href="${origin}/calendar">Відкрити календар</a></p>`,
  };
}

/**
 * Queues reminder letters for deadlines within each user's lead time (from today). A reminder is recorded
 * per user and event before its letter is queued, so every event is announced once, however often and on
 * however many processes this runs.
 */
export async function sendCalendarReminders(opts: {
  db: Db;
  mailer: Mailer;
  origin: string;
  today: IsoDate;
}): Promise<{ letters: number; events: number }> {
  const subscribers = await opts.db
    .select({
      userId: calendarSettings.userId,
      roles: calendarSettings.roles,
      remindDays: calendarSettings.remindDays,
      email: users.email,
    })
    .from(calendarSettings)
    .innerJoin(users, eq(users.id, calendarSettings.userId))
    .where(isNotNull(calendarSettings.remindDays));
  let letters = 0;
  let total = 0;
  for (const s of subscribers) {
    const due = await eventsBetween({
      db: opts.db,
      userId: s.userId,
      roles: s.roles as Role[],
      from: opts.today,
      to: addDays(opts.today, s.remindDays ?? 0),
    });
    if (!due.length) continue;
    const claimed = await opts.db
      .insert(calendarReminders)
      .values(due.map((e) => ({ userId: s.userId, eventUid: `${e.uid}@${e.date}` })))
      .onConflictDoNothing()
      .returning({ eventUid: calendarReminders.eventUid });
    const fresh = new Set(claimed.map((c) => c.eventUid));
    const toSend = due.filter((e) => fresh.has(`${e.uid}@${e.date}`));
    if (!toSend.length) continue;
    await opts.mailer.send(reminderMail(s.email, toSend, opts.origin));
    letters += 1;
    total += toSend.length;
  }
  return { letters, events: total };
}
