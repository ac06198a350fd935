import type { AppDeps } from '../../http/types';
import { sendCalendarReminders } from './send-reminders';

const HOUR = 3_600_000;
const started = new WeakSet<object>();

function kyivToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
}

/**
 * Checks hourly for reminders due and queues their letters through the outbox. Every process may run it:
 * the reminders table lets one letter through per user and event. Not started under tests (they call
 * `sendCalendarReminders` with the date they need).
 */
export function startReminderTimer(deps: AppDeps): void {
  if (deps.env.NODE_ENV === 'test' || started.has(deps)) return;
  started.add(deps);
  const run = () =>
    sendCalendarReminders({
      db: deps.db,
      mailer: deps.mailer,
      origin: deps.env.publicOrigin,
      today: kyivToday(),
    }).catch((err) => deps.log.error({ err }, 'calendar reminders failed'));
  const timer = setInterval(run, HOUR);
  timer.unref();
  setTimeout(run, 60_000).unref();
}
