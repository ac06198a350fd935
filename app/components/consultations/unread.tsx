import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useChannel } from '../../lib/realtime';
import { api } from '../../lib/api';
import { UNREAD_CONSULTATIONS_COUNTER } from '../../../common/navigation';

const UNREAD_KEY = UNREAD_CONSULTATIONS_COUNTER;
const TITLE_PREFIX = /^\(\d+\) /;

/** The tab's count of the client's unread consultations (`client.questions`), shared by menu and title. */
let count = 0;
const listeners = new Set<() => void>();
const setCount = (n: number) => {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
};

export async function refreshUnread(): Promise<void> {
  const r = await api.get<{ data: Record<string, number> }>(`/api/records/events/counters?keys[]=${UNREAD_KEY}`, {
    quiet: true,
  });
  if (r.ok) setCount(r.data.data[UNREAD_KEY] ?? 0);
}

export function useUnreadConsultations(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => count,
  );
}

function applyTitle() {
  const base = document.title.replace(TITLE_PREFIX, '');
  const next = count > 0 ? `(${count}) ${base}` : base;
  if (document.title !== next) document.title = next;
}

/**
 * Keeps the unread count live for a signed-in client: seeded from the root loader, reloaded when a
 * `status_changed` or `answered` event of the client's consultations arrives (spec part 1 §4), and
 * shown as the '(N) ' prefix of the page title whatever page sets the title.
 */
export function UnreadConsultations({ userId, initial }: { userId: number | null; initial: number }) {
  const location = useLocation();
  // The server's figure of each page load wins over what the tab knew.
  useEffect(() => setCount(initial), [initial]);
  const n = useUnreadConsultations();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is redone for a new count and a new page
  useEffect(() => {
    applyTitle();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(applyTitle);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [n, location.pathname]);
  if (!userId) return null;
  return <UnreadChannel userId={userId} />;
}

function UnreadChannel({ userId }: { userId: number }) {
  const state = useChannel(`consultations.${userId}`, () => {
    void refreshUnread();
  });
  // Whether live answers reach this tab, readable by tests and support staff.
  useEffect(() => {
    document.documentElement.dataset.consultationsChannel = state;
  }, [state]);
  return null;
}

/** The badge beside a menu item. */
export function UnreadBadge() {
  return <UnreadCount n={useUnreadConsultations()} />;
}

/** The badge for a count the caller has (none for 0): a pure part, fit for a kept block. */
export function UnreadCount({ n }: { n: number }) {
  if (n <= 0) return null;
  return (
    <span
      className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
      data-testid="unread-consultations"
    >
      {n}
      <span className="sr-only"> нових відповідей</span>
    </span>
  );
}
