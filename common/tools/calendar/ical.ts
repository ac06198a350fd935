/**
 * iCalendar (RFC 5545) text for the deadline feed. Written here because neither `ical-generator` nor `ics`
 * is installed: all-day VEVENTs, TEXT escaping (§3.3.11), CRLF line endings and folding at 75 octets
 * without splitting a UTF-8 character (§3.1).
 */
import { formatDateUa } from '../rules';
import type { CalendarEvent } from './events';

export interface ICalOptions {
  /** Calendar name shown by the client. */
  name: string;
  /** Host part of UIDs, e.g. the portal's domain, so UIDs stay globally unique and stable. */
  uidDomain: string;
  /** DTSTAMP; pass the time the feed is built. */
  now: Date;
  /** Absolute URL builder for an event's link (the portal's configured origin). */
  linkUrl?: (link: NonNullable<CalendarEvent['link']>) => string;
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into chunks of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function basicDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function stamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function toICal(events: CalendarEvent[], options: ICalOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fahivets//Календар строків//UK',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Kyiv',
  ];
  for (const e of events) {
    const description = [
      `Підстава: ${e.basis.act}, ${e.basis.reference}.`,
      e.originalDate ? `Перенесено з ${formatDateUa(e.originalDate)} (вихідний день).` : '',
      e.note ?? '',
      e.verified ? '' : 'Потребує перевірки.',
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${e.uid}@${options.uidDomain}`)}`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART;VALUE=DATE:${basicDate(e.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'TRANSP:TRANSPARENT',
    );
    if (e.link && options.linkUrl) lines.push(`URL:${options.linkUrl(e.link)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
