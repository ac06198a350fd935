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

const partsOf = (format: Intl.DateTimeFormat, value: Date | string | number) => {
  const parts = format.formatToParts(new Date(value));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};

/** dd.mm.yyyy (the Kyiv calendar day). */
export function kyivDate(value: Date | string | number): string {
  const get = partsOf(dayFormat, value);
  return `${get('day')}.${get('month')}.${get('year')}`;
}

/** dd.mm.yyyy HH:mm (Kyiv time; spec part 2 §9 date display). */
export function kyivDateTime(value: Date | string | number): string {
  const get = partsOf(dayTimeFormat, value);
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** "28 листопада 2026 р. о 10:00" (Kyiv time). */
export const kyivLongDateTime = (value: Date | string | number): string => longDayTimeFormat.format(new Date(value));

/** "28.11.26, 10:00" (Kyiv time): the consultations' question and message times. */
export const kyivShortDateTime = (value: Date | string | number): string => shortDayTimeFormat.format(new Date(value));

/** A whole number with the Ukrainian thousands separator ("40 786"). */
export const ukNumber = (n: number): string => numberFormat.format(n);

/**
 * Ukrainian alphabetical order. `a.localeCompare(b, 'uk')` looks its collator up on every call; a
 * sort of a hundred titles calls it hundreds of times.
 */
export const ukCompare: (a: string, b: string) => number = new Intl.Collator('uk').compare;
