import { describe, expect, it } from 'vitest';
import { calculateSeverance, severanceInput } from './severance';
import { calculateWeekendPay, weekendPayInput } from './weekend-pay';

const severance = (input: Record<string, unknown>) => calculateSeverance(severanceInput.parse(input));
const weekend = (input: Record<string, unknown>, options = {}) =>
  calculateWeekendPay(weekendPayInput.parse(input), options);

describe('вихідна допомога (ст. 44 КЗпП)', () => {
  it(
    'one average monthly wage on staff reduction (legalexpert.in.ua ст. 44; formula atku.org.ua ВД = ЗП ÷ РДф ' +
      '× РДсум ÷ 2)',
    () => {
      // Hand-built: January + February 2026 = 22 + 20 working days (martial law), all worked; 40 000 ÷ 42 =
      // 952,38; × 42 ÷ 2 = 19 999,98.
      const { result } = severance({ dismissalDate: '2026-03-16', ground: 'art40_1', earnings: 40000, workedDays: 42 });
      expect(result).toMatchObject({ averageDaily: 952.38, averageMonthly: 19999.98, multiple: 1, amount: 19999.98 });
    },
  );

  it('three average wages when the employer broke the law, more by agreement', () => {
    const base = { dismissalDate: '2026-03-16', ground: 'art38_39', earnings: 40000, workedDays: 42 };
    expect(severance(base).result.amount).toBe(59999.94);
    expect(severance({ ...base, agreedMultiple: 4 }).result.amount).toBe(79999.92);
  });

  it('two minimum wages on conscription: 16 000 грн in 2025, 17 294 грн in 2026', () => {
    expect(severance({ dismissalDate: '2025-12-31', ground: 'art36_3' }).result.amount).toBe(16000);
    expect(severance({ dismissalDate: '2026-01-05', ground: 'art36_3' }).result.amount).toBe(17294);
  });

  it('refuses more worked days than scheduled', () => {
    expect(() =>
      severance({ dismissalDate: '2026-03-16', ground: 'art40_1', earnings: 40000, workedDays: 43 }),
    ).toThrow('Відпрацьованих днів не може бути більше');
  });
});

describe('оплата роботи у вихідні та святкові (ст. 72, 107 КЗпП)', () => {
  it('pays a Saturday double for an hourly worker (double pay: news.dtkt.ua/78387; hand-built 100 × 8 × 2)', () => {
    const { result } = weekend({ date: '2026-03-07', hours: 8, payType: 'hourly', rate: 100, compensation: 'double' });
    expect(result).toMatchObject({ dayKind: 'weekend', multiple: 2, extraPay: 1600 });
  });

  it('salaried: one extra rate within the norm, two beyond it, none with a day off within it', () => {
    // March 2026 norm 176 h (research §1.6); 17 600 ÷ 176 = 100 грн/год.
    const base = { date: '2026-03-07', hours: 8, payType: 'salary', rate: 17600 };
    expect(weekend({ ...base, compensation: 'double', isWithinNorm: true }).result.extraPay).toBe(800);
    expect(weekend({ ...base, compensation: 'double', isWithinNorm: false }).result.extraPay).toBe(1600);
    expect(weekend({ ...base, compensation: 'dayOff', isWithinNorm: true }).result.extraPay).toBe(0);
    expect(weekend({ ...base, compensation: 'dayOff', isWithinNorm: false }).result.extraPay).toBe(800);
  });

  it('24 August is an ordinary working day under martial law but a holiday once it ends', () => {
    const input = { date: '2026-08-24', hours: 8, payType: 'hourly', rate: 100, compensation: 'double' };
    expect(() => weekend(input)).toThrow('під час воєнного стану святкових днів немає');
    const after = weekend({ ...input, date: '2027-08-24' }, { martialLawEndsOn: '2026-12-31' });
    expect(after.result).toMatchObject({ dayKind: 'holiday', extraPay: 1600 });
    expect(after.rules.find((r) => r.key === 'publicHolidays')?.verified).toBe(false);
  });
});
