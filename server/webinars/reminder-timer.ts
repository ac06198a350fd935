import type { AppDeps } from '../http/types';
import { sendWebinarReminders } from './send-reminders';

const MINUTE = 60_000;
const started = new WeakSet<object>();

/**
 * Every minute, queues the webinar reminders that fell due. Every process may run it (claims are
 * atomic, see `sendWebinarReminders`). Not started under tests: they call `sendWebinarReminders` with
 * the moment they need.
 */
export function startWebinarReminders(deps: AppDeps): void {
  if (deps.env.NODE_ENV === 'test' || started.has(deps)) return;
  started.add(deps);
  const origin = deps.env.publicOrigin;
  const run = () =>
    sendWebinarReminders({ db: deps.db, origin, host: new URL(origin).hostname, onQueued: deps.mailQueued }).catch(
      (err) => deps.log.error({ err }, 'webinar reminders failed'),
    );
  setInterval(run, MINUTE).unref();
  setTimeout(run, 30_000).unref();
}
