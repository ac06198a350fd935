import { describe, expect, it } from 'vitest';
import { kyivDayOf } from './kyiv-day';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('the Kyiv day of a moment', () => {
  it('changes exactly at Kyiv midnight, in winter and summer time and across the clock changes', () => {
    // Midnight in Kyiv: 22:00 UTC in winter (+2), 21:00 UTC in summer (+3); clocks change on the last
    // Sundays of March and October.
    const midnights = [
      '2026-01-14T22:00:00Z',
      '2026-03-28T22:00:00Z',
      '2026-03-29T21:00:00Z',
      '2026-07-31T21:00:00Z',
      '2026-10-24T21:00:00Z',
      '2026-10-25T22:00:00Z',
      '2026-12-31T22:00:00Z',
    ];
    for (const iso of midnights) {
      const at = new Date(iso).getTime();
      for (const offset of [-60_001, -1, 0, 1, 59_999, 60_000]) {
        const moment = new Date(at + offset);
        expect(kyivDayOf(moment), `${iso} ${offset}`).toBe(intl.format(moment));
      }
      expect(kyivDayOf(new Date(at - 1))).not.toBe(kyivDayOf(new Date(at)));
    }
  });

  it('answers any order of moments, going back as well as forward', () => {
    const moments = [5, 0, 3, 1, 4, 2].map((i) => new Date(Date.UTC(2026, 10, 27, 21, 59, 59) + i * 400));
    for (const m of moments) expect(kyivDayOf(m)).toBe(intl.format(m));
    expect(kyivDayOf(new Date('2026-11-27T21:59:59.999Z'))).toBe('2026-11-27');
    expect(kyivDayOf(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
  });
});
