const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Kyiv's UTC offset is whole hours (+2 or +3), so its calendar day changes only on a UTC minute's start. */
const MINUTE_MS = 60_000;
let lastMinute = Number.NaN;
let lastDay = '';

/**
 * The Kyiv calendar day of a moment as `YYYY-MM-DD` (the day a view counts on: once per visitor per
 * item per day). Formatting with Intl costs ~10–20 µs, and every page view asks it: the answer for the
 * last minute asked is kept, since no day starts within a minute.
 */
export function kyivDayOf(at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDay = kyivDay.format(at);
    lastMinute = minute;
  }
  return lastDay;
}
