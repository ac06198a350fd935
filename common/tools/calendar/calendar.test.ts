import { describe, expect, it } from 'vitest';
import { DEADLINE_RULES, monthEvents, toICal, triggeredDeadline, yearEvents } from './index';
import { foldLine } from './ical';

const date = (events: { ruleId: string; date: string }[], id: string) =>
  events.filter((e) => e.ruleId === id).map((e) => e.date);

describe('deadline rules', () => {
  it('each has a legal basis, roles and a start', () => {
    for (const r of DEADLINE_RULES) {
      expect(r.basis.act, r.id).not.toBe('');
      expect(r.basis.reference, r.id).not.toBe('');
      expect(r.roles.length, r.id).toBeGreaterThan(0);
      expect(r.validFrom, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(DEADLINE_RULES.map((r) => r.id)).size).toBe(DEADLINE_RULES.length);
  });
});

describe('events for roles', () => {
  it(
    'quarterly tax report: 09.02, 11.05, 10.08, 09.11.2026 — 40 days, weekend → next working day (research ' +
      '§4, rows 8–11)',
    () => {
      const events = yearEvents(2026, ['bukhhalter']);
      expect(date(events, 'tax-report-quarterly')).toEqual(['2026-02-09', '2026-05-11', '2026-08-10', '2026-11-09']);
      const may = events.find((e) => e.ruleId === 'tax-report-quarterly' && e.date === '2026-05-11');
      expect(may?.originalDate).toBe('2026-05-10');
    },
  );

  it('disability quota: first report 11.05.2026 and payment 20.05.2026 (news.dtkt.ua/108187), none before 2026', () => {
    const events = yearEvents(2026, ['bukhhalter']);
    expect(date(events, 'disability-quota-report')[0]).toBe('2026-05-11');
    expect(date(events, 'disability-quota-payment')[0]).toBe('2026-05-20');
    expect(date(yearEvents(2025, ['bukhhalter']), 'disability-quota-report')).toEqual([]);
  });

  it('monthly ТЦК notice by the 5th; 5 April 2026 is a Sunday → 3 April (kadroland.com/news/9387)', () => {
    const april = monthEvents(2026, 4, ['viiskovyi-oblik']);
    expect(date(april, 'military-monthly-notice')).toEqual(['2026-04-03']);
    expect(date(monthEvents(2026, 3, ['viiskovyi-oblik']), 'military-monthly-notice')).toEqual(['2026-03-05']);
    expect(april.every((e) => e.roles.includes('viiskovyi-oblik'))).toBe(true);
  });

  it(
    'ЄСВ by the 20th, salary windows and the 30-day ПДФО term for a payroll accountant (hand-checked for ' +
      'March 2026)',
    () => {
      const march = monthEvents(2026, 3, ['bukhhalter']);
      expect(date(march, 'esv-monthly')).toEqual(['2026-03-20']);
      // 7 March 2026 is a Saturday → 6 March; 22 March is a Sunday → 20 March.
      expect(date(march, 'salary-second-half')).toEqual(['2026-03-06']);
      expect(date(march, 'salary-first-half')).toEqual(['2026-03-20']);
      // 31 January + 30 days = 2 March; 28 February + 30 days = 30 March.
      expect(date(march, 'pit-unpaid-income')).toEqual(['2026-03-02', '2026-03-30']);
      expect(march.some((e) => e.ruleId === 'vacation-schedule')).toBe(false);
    },
  );

  it('a HR officer sees the vacation schedule and the work-book deadline but not ЄСВ', () => {
    const january = monthEvents(2026, 1, ['kadrovyk']);
    expect(date(january, 'vacation-schedule')).toEqual(['2026-01-05']);
    expect(january.some((e) => e.ruleId === 'esv-monthly')).toBe(false);
    expect(date(monthEvents(2026, 6, ['kadrovyk']), 'work-book-scans')).toEqual(['2026-06-10']);
  });

  it('after martial law a holiday is a day off too: 24.08.2027 moves nothing, 1.05.2027 does', () => {
    // Hand-built: ЄСВ on 20 August 2027 (Friday) stays; the ТЦК notice of 5 May 2027 (Wednesday) stays;
    // the quarterly report 40 days after 31.03.2027 = 10.05.2027 (Monday, a transferred day off after 8 May) → 11.05.
    const options = { martialLawEndsOn: '2026-12-31' };
    expect(date(monthEvents(2027, 5, ['bukhhalter'], options), 'tax-report-quarterly')).toEqual(['2027-05-11']);
    expect(date(monthEvents(2027, 5, ['bukhhalter']), 'tax-report-quarterly')).toEqual(['2027-05-10']);
  });

  it('counts the triggered deadlines: 7 days to notify the ТЦК, vacation pay 3 days before', () => {
    expect(triggeredDeadline('military-hire-dismissal-notice', '2026-03-02').date).toBe('2026-03-09');
    expect(triggeredDeadline('vacation-pay', '2026-03-10').date).toBe('2026-03-06');
    expect(() => triggeredDeadline('esv-monthly', '2026-03-02')).toThrow();
  });
});

/** A tiny RFC 5545 reader for the test: unfold, split properties, unescape TEXT. */
function parseICal(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const raw = text.split('\r\n');
  for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0];
      current[name] = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([;,\\])/g, '$1');
    }
  }
  return { lines, events };
}

describe('iCal export', () => {
  const events = monthEvents(2026, 4, ['bukhhalter', 'kadrovyk', 'viiskovyi-oblik']);
  const text = toICal(events, {
    name: 'Строки: бухгалтер, кадровик',
    uidDomain: 'fahivets.example',
    now: new Date('2026-03-31T10:00:00Z'),
    linkUrl: (l) => `https://fahivets.example/calculators/${l.alias}`,
  });

  it('round-trips every event through a parser', () => {
    const parsed = parseICal(text);
    expect(parsed.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(parsed.lines).toContain('VERSION:2.0');
    expect(parsed.events).toHaveLength(events.length);
    const notice = parsed.events.find((e) => e.UID === 'military-monthly-notice-2026-04-05@fahivets.example')!;
    expect(notice.DTSTART).toBe('20260403');
    expect(notice.DTEND).toBe('20260404');
    expect(notice.SUMMARY).toBe('Повідомлення до ТЦК про зміну облікових даних працівників');
    expect(notice.DESCRIPTION).toContain('Перенесено з 05.04.2026 (вихідний день).');
    expect(notice.DESCRIPTION).toContain('п. 34 (додаток 4)');
    expect(notice.DTSTAMP).toBe('20260331T100000Z');
    const sick = parsed.events.find((e) => e.UID?.startsWith('sick-leave-law-2026'))!;
    expect(sick.URL).toBe('https://fahivets.example/calculators/likarniani');
  });

  it('escapes TEXT and folds long lines without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'Ї'.repeat(100)}`);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'Ї'.repeat(100)}`);
    const tricky = toICal([{ ...events[0], title: 'А; б, в\\г\nд' }], {
      name: 'x',
      uidDomain: 'd',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(tricky).toContain('SUMMARY:А\\; б\\, в\\\\г\\nд');
    expect(parseICal(tricky).events[0].SUMMARY).toBe('А; б, в\\г\nд');
  });
});
