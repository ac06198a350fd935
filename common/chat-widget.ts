/**
 * Where the third-party chat widget shows (spec part 1 §2 "chat widget rule"): hidden on these paths
 * and any path starting with them, unless the query's `next` is /room_velseminar.
 */
export const CHAT_WIDGET_HIDDEN_PATHS = [
  '/wow',
  '/demo-price',
  '/login',
  '/restore',
  '/klacademy_subscribe',
  '/klacademy_subscribe_pr',
  '/klacademy_kurs_vo_170723',
  '/klacademy_kurs_kd_281024',
  '/klacademy_kurs_vopr_060524',
  '/klacademy_kurs_kadpro_120224',
  '/klacademy_kurs_kadznul_091023',
  '/klacademy_kurs_forma',
  '/demo',
  '/online-konsultaciya',
  '/kvpbundle',
  '/welcome',
  '/live',
  '/klacademy_subscribe_forma',
  '/signup',
  '/subscribe',
  '/checkout',
  '/free-webinars',
  '/room_velseminar',
  '/klubna_zustrich',
] as const;

/** The query `next` that keeps the widget on a hidden path. */
export const CHAT_WIDGET_NEXT_EXCEPTION = '/room_velseminar';
/** The widget appears some time after the page: look for it every 100 ms for up to 1 s (part 2 §9). */
export const CHAT_WIDGET_POLL_MS = 100;
export const CHAT_WIDGET_POLL_LIMIT_MS = 1000;

export function isChatWidgetHidden(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).get('next') === CHAT_WIDGET_NEXT_EXCEPTION) return false;
  return CHAT_WIDGET_HIDDEN_PATHS.some((p) => pathname.startsWith(p));
}
