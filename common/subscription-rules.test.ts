import { describe, expect, it } from 'vitest';
import {
  currentPackage,
  currentPackages,
  daysLeft,
  expiringPopupKey,
  fallbackFlags,
  formatSubscriptionEnd,
  formatUah,
  hadDemo,
  hasMilitaryConsultantPlan,
  hasProfessionalPackage,
  hasSubscription,
  isExpiringSoon,
  showDemo,
  type SubscriptionFlags,
} from './subscription-rules';

const flags = (over: Partial<SubscriptionFlags> = {}): SubscriptionFlags => ({ ...fallbackFlags('a@b.ua'), ...over });
const demo = (days_left: number, plan_title = 'Преміум') => ({ days_left, plan_title, campaigns: ['demo'] });

describe('has subscription', () => {
  it('is false for a guest even with subscriber flags', () => {
    expect(hasSubscription({ isAuthenticated: false, isRecurring: true, flags: flags({ is_subscriber: true }) })).toBe(
      false,
    );
  });
  it('is true for an authenticated user with a recurring payment', () => {
    expect(hasSubscription({ isAuthenticated: true, isRecurring: true, flags: flags() })).toBe(true);
  });
  it('is true for is_subscriber', () => {
    expect(hasSubscription({ isAuthenticated: true, isRecurring: false, flags: flags({ is_subscriber: true }) })).toBe(
      true,
    );
  });
  it('is true when the first demo subscription has days_left above 0, false at 0 or only in a later entry', () => {
    expect(
      hasSubscription({ isAuthenticated: true, isRecurring: false, flags: flags({ demo_subscriptions: [demo(1)] }) }),
    ).toBe(true);
    expect(
      hasSubscription({ isAuthenticated: true, isRecurring: false, flags: flags({ demo_subscriptions: [demo(0)] }) }),
    ).toBe(false);
    expect(
      hasSubscription({
        isAuthenticated: true,
        isRecurring: false,
        flags: flags({ demo_subscriptions: [demo(-1), demo(5)] }),
      }),
    ).toBe(false);
  });
  it('is false for an authenticated user with nothing', () => {
    expect(hasSubscription({ isAuthenticated: true, isRecurring: false, flags: flags() })).toBe(false);
  });
});

describe('had demo', () => {
  it.each([['was_subscribed'], ['had_demo'], ['had_recent_demo']] as const)('is true with %s', (key) => {
    expect(hadDemo(flags({ [key]: true }))).toBe(true);
  });
  it('is true with a non-empty demo list and false with none of them', () => {
    expect(hadDemo(flags({ demo_subscriptions: [demo(-3)] }))).toBe(true);
    expect(hadDemo(flags({ is_subscriber: true, has_demo: true }))).toBe(false);
  });
});

describe('show demo', () => {
  it('is true for guests whatever the flags', () => {
    expect(showDemo({ isAuthenticated: false, flags: flags({ is_subscriber: true }) })).toBe(true);
  });
  it('is true for a user with none of the four flags', () => {
    expect(showDemo({ isAuthenticated: true, flags: flags({ was_subscribed: true, future_subscriber: true }) })).toBe(
      true,
    );
  });
  it.each([['is_subscriber'], ['had_demo'], ['has_demo'], ['had_recent_demo']] as const)('is false with %s', (key) => {
    expect(showDemo({ isAuthenticated: true, flags: flags({ [key]: true }) })).toBe(false);
  });
});

describe('has military-registration consultant plan / has Професіонал', () => {
  it('finds the plan title in current subscriptions with days_left ≥ 0 (0 counts)', () => {
    expect(
      hasProfessionalPackage(flags({ current_subscriptions: [{ plan_title: 'Професіонал', days_left: 0 }] })),
    ).toBe(true);
    expect(
      hasMilitaryConsultantPlan(
        flags({ current_subscriptions: [{ plan_title: 'Військовий облік PRO', days_left: 30 }] }),
      ),
    ).toBe(true);
  });
  it('finds it in demo subscriptions too', () => {
    expect(hasProfessionalPackage(flags({ demo_subscriptions: [demo(2, 'Професіонал')] }))).toBe(true);
  });
  it('ignores negative days_left and other titles', () => {
    expect(
      hasProfessionalPackage(flags({ current_subscriptions: [{ plan_title: 'Професіонал', days_left: -1 }] })),
    ).toBe(false);
    expect(
      hasMilitaryConsultantPlan(flags({ current_subscriptions: [{ plan_title: 'Преміум PRO', days_left: 100 }] })),
    ).toBe(false);
  });
});

describe('current packages', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const subs = [
    { id: 1, status: 1, end: '2026-06-01T00:00:00Z' },
    { id: 2, status: 1, end: '2026-04-01T00:00:00Z' },
    { id: 3, status: 0, end: '2026-03-20T00:00:00Z' },
    { id: 4, status: 1, end: '2026-03-01T00:00:00Z' },
    { id: 5, status: 1, end: null },
  ];
  it('keeps status 1 with an end not passed, sorted by end ascending; the first is current', () => {
    expect(currentPackages(subs, now).map((s) => s.id)).toEqual([2, 1]);
    expect(currentPackage(subs, now)?.id).toBe(2);
  });
  it('is empty (no current package) when nothing qualifies', () => {
    expect(currentPackage([subs[2], subs[3]], now)).toBeNull();
  });
});

describe('end of subscription display', () => {
  it('is dd.mm.yyyy in Kyiv time', () => {
    expect(formatSubscriptionEnd('2026-05-31T22:30:00Z', 3)).toBe('01.06.2026');
    expect(formatSubscriptionEnd(new Date('2026-12-09T10:00:00Z'), 0)).toBe('09.12.2026');
  });
  it('is empty when days left is negative or there is no end', () => {
    expect(formatSubscriptionEnd('2026-05-31T10:00:00Z', -1)).toBe('');
    expect(formatSubscriptionEnd(null, 10)).toBe('');
    expect(formatSubscriptionEnd('2026-05-31T10:00:00Z', null)).toBe('');
  });
});

describe('expiring within 14 days', () => {
  it('is true from 0 to 14 days left, false outside', () => {
    expect([0, 1, 14].map(isExpiringSoon)).toEqual([true, true, true]);
    expect([15, -1, null].map(isExpiringSoon)).toEqual([false, false, false]);
  });
  it('has one popup key per plan and end date', () => {
    const a = expiringPopupKey({ planTitle: 'Преміум', end: '2026-04-01T10:00:00Z' });
    expect(a).toBe(expiringPopupKey({ planTitle: 'Преміум', end: '2026-04-01T18:00:00Z' }));
    expect(a).not.toBe(expiringPopupKey({ planTitle: 'Преміум', end: '2026-05-01T10:00:00Z' }));
  });
});

describe('days left and money', () => {
  it('rounds up partial days and goes negative after the end', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysLeft('2026-03-10T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-03-17T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-03-10T11:00:00Z', now)).toBe(-1);
  });
  it('formats kopiykas as hryvnias', () => {
    expect(formatUah(119000)).toBe('1\u00a0190\u00a0грн');
    expect(formatUah(49050)).toBe('490,50\u00a0грн');
  });
  it('the fallback has the three booleans false', () => {
    const f = fallbackFlags();
    expect([f.is_subscriber, f.was_subscribed, f.had_demo]).toEqual([false, false, false]);
  });
});
