import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignRegistrations, webinars } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { queueingMailer } from '../mail/outbox';
import { webinarIcs } from './webinar-ics';
import type { WebinarRow } from './webinars.presenter';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type ReminderKind = 'day' | 'hour';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function kyivTime(d: Date): string {
  return d.toLocaleString('uk-UA', {
    timeZone: 'Europe/Kyiv',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The reminder letter of one registration, with the webinar as an .ics invitation. */
export function webinarReminderMail(
  w: WebinarRow,
  kind: ReminderKind,
  opts: { to: string; origin: string; host: string; now: Date },
): MailMessage {
  const when = kyivTime(w.startsAt);
  const lead = kind === 'day' ? 'Завтра' : 'Вже за годину';
  const room = `${opts.origin}/free-webinars/${w.id}/enter`;
  return {
    to: opts.to,
    subject: `${lead} вебінар «${w.title}»`,
    text:
      `${lead} починається безкоштовний вебінар «${w.title}» (${when} за київським часом).\n\n` +
      `Увійти до кімнати вебінару: ${room}\n\nПодію для календаря додано до листа.`,
    html:
      `<p>${lead} починається безкоштовний вебінар <b>«${escapeHtml(w.title)}»</b> (${when} за київським часом).</p>` +
      `<p><a href="${room}">Увійти до кімнати вебінару</a></p><p>Подію для календаря додано до листа.</p>`,
    attachments: [
      {
        filename: `webinar-${w.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: webinarIcs(w, { origin: opts.origin, host: opts.host, now: opts.now }),
      },
    ],
  };
}

/**
 * Queues the reminders due at `now`: a day before a webinar's start and an hour before it, one letter
 * per registered e-mail. Each webinar's reminder is claimed (its `*_reminder_at` set where still empty)
 * in the same transaction that writes the letters to the outbox, so every registration gets each
 * reminder once, however many processes run this and whatever crashes in between. A webinar first
 * seen inside its last hour gets the hour reminder only.
 */
export async function sendWebinarReminders(opts: {
  db: Db;
  origin: string;
  host: string;
  now?: Date;
  /** Called after letters were committed to the outbox (wakes the dispatcher). */
  onQueued?: () => void;
}): Promise<{ webinars: number; letters: number }> {
  const now = opts.now ?? new Date();
  let sentWebinars = 0;
  let letters = 0;
  for (const kind of ['hour', 'day'] as const) {
    const column = kind === 'day' ? webinars.dayReminderAt : webinars.hourReminderAt;
    const due = await opts.db
      .select({ id: webinars.id })
      .from(webinars)
      .where(
        and(
          eq(webinars.isPublished, true),
          isNull(column),
          gt(webinars.startsAt, now),
          lte(webinars.startsAt, new Date(now.getTime() + (kind === 'day' ? DAY_MS : HOUR_MS))),
        ),
      );
    for (const { id } of due) {
      const queued = await opts.db.transaction(async (tx) => {
        const claim =
          kind === 'day'
            ? { dayReminderAt: now }
            : // The hour reminder stands for the day one too when both fall due together.
              {
                hourReminderAt: now,
                dayReminderAt: sql`coalesce(${webinars.dayReminderAt}, ${now.toISOString()}::timestamptz)`,
              };
        const [w] = await tx
          .update(webinars)
          .set(claim)
          .where(and(eq(webinars.id, id), isNull(column)))
          .returning();
        if (!w?.catalogCampaign) return 0;
        const people = await tx
          .select({ email: campaignRegistrations.email })
          .from(campaignRegistrations)
          .where(eq(campaignRegistrations.campaign, w.catalogCampaign));
        const mailer = queueingMailer({ db: tx as unknown as Db, onQueued: () => {} });
        for (const p of people) {
          await mailer.send(webinarReminderMail(w, kind, { to: p.email, origin: opts.origin, host: opts.host, now }));
        }
        return people.length;
      });
      if (queued) {
        sentWebinars += 1;
        opts.onQueued?.();
      }
      letters += queued;
    }
  }
  return { webinars: sentWebinars, letters };
}
