/**
 * Dates and amounts as the pages print them, in the Kyiv time zone whatever the server's or the
 * browser's zone. Each formatter is made once: making an `Intl` formatter loads its locale and zone
 * data (tens of microseconds to a fraction of a millisecond), and a list page formats dozens of dates.
 */
const dayFormat = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dayTimeFormat = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const longDayTimeFormat = new Intl.DateTimeFormat('uk-UA', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Kyiv',
});

const shortDayTimeFormat = new Intl.DateTimeFormat('uk-UA', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Kyiv',
});

const numberFormat = new Intl.NumberFormat('uk-UA');

const partsOf = (format: Intl.DateTimeFormat, date: Date) => {
  const parts = format.formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};

/** Instants each format keeps the text of; past it the kept texts are dropped and kept anew. */
export const KEPT_INSTANTS = 5_000;

/**
 * A format of instants that keeps the text it made per instant. The text depends on the instant alone
 * (the zone and the locale are fixed), and pages print the same instants again and again — a post's
 * date on every page that lists or shows it — while one `formatToParts` in a named zone costs a few
 * microseconds, tens of them per page. An invalid date throws, as the format itself does.
 */
function keptPerInstant(format: (date: Date) => string): (value: Date | string | number) => string {
  const kept = new Map<number, string>();
  return (value) => {
    const date = new Date(value);
    const instant = date.getTime();
    let text = kept.get(instant);
    if (text === undefined) {
      text = format(date);
      if (kept.size >= KEPT_INSTANTS) kept.clear();
      kept.set(instant, text);
    }
    return text;
  };
}

/** dd.mm.yyyy (the Kyiv calendar day). */
export const kyivDate = keptPerInstant((date) => {
  const get = partsOf(dayFormat, date);
  return `${get('day')}.${get('month')}.${get('year')}`;
});

/** dd.mm.yyyy HH:mm (Kyiv time; spec part 2 §9 date display). */
export const kyivDateTime = keptPerInstant((date) => {
  const get = partsOf(dayTimeFormat, date);
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
});

/** "28 листопада 2026 р. о 10:00" (Kyiv time). */
export const kyivLongDateTime = keptPerInstant((date) => longDayTimeFormat.format(date));

/** "28.11.26, 10:00" (Kyiv time): the consultations' question and message times. */
export const kyivShortDateTime = keptPerInstant((date) => shortDayTimeFormat.format(date));

/** A whole number with the Ukrainian thousands separator ("40 786"). */
export const ukNumber = (n: number): string => numberFormat.format(n);

/**
 * Ukrainian alphabetical order. `a.localeCompare(b, 'uk')` looks its collator up on every call; a
 * sort of a hundred titles calls it hundreds of times.
 */
export const ukCompare: (a: string, b: string) => number = new Intl.Collator('uk').compare;
