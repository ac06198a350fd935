import type { WebinarRow } from './webinars.presenter';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar event for the webinar (the calendar link and the reminder letters' attachment). */
export function webinarIcs(w: WebinarRow, opts: { origin: string; host: string; now?: Date }): string {
  const end = new Date(w.startsAt.getTime() + w.durationMinutes * 60_000);
  const url = `${opts.origin}/free-webinars/${w.id}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fahivets//Free webinars//UK',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:webinar-${w.id}@${opts.host}`,
    `DTSTAMP:${stamp(opts.now ?? new Date())}`,
    `DTSTART:${stamp(w.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(w.title)}`,
    `DESCRIPTION:${text(`${w.description}\n\n${url}`.trim())}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
