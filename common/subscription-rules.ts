/**
 * Subscription derived rules of spec part 1 §4 (and §9: status 1, 14 days, dd.mm.yyyy). Pure and
 * isomorphic: the server derives flags and access with them, the UI derives what it shows.
 */
import { limits } from './limits';
import { kyivDate } from './uk-locale';

export const PROFESSIONAL_PLAN_TITLE = 'Професіонал';
export const MILITARY_PLAN_TITLE = 'Військовий облік PRO';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoSubscriptionFlag {
  days_left: number;
  plan_title: string;
  campaigns: string[];
}

export interface CurrentSubscriptionFlag {
  plan_title: string;
  days_left: number;
}

/** Subscription flags from the server (spec part 2 §3). */
export interface SubscriptionFlags {
  email: string;
  is_subscriber: boolean;
  was_subscribed: boolean;
  had_demo: boolean;
  future_subscriber: boolean;
  has_demo: boolean;
  had_recent_demo: boolean;
  demo_subscriptions: DemoSubscriptionFlag[];
  recent_demo_subscriptions: DemoSubscriptionFlag[];
  current_subscriptions: CurrentSubscriptionFlag[];
}

/** What the UI assumes when the flags call fails: the three booleans false, nothing else known. */
export function fallbackFlags(email = ''): SubscriptionFlags {
  return {
    email,
    is_subscriber: false,
    was_subscribed: false,
    had_demo: false,
    future_subscriber: false,
    has_demo: false,
    had_recent_demo: false,
    demo_subscriptions: [],
    recent_demo_subscriptions: [],
    current_subscriptions: [],
  };
}

/** Whole days from now until `end`, rounded up; negative once it has passed. */
export function daysLeft(end: Date | string, now: Date = new Date()): number {
  const ms = new Date(end).getTime() - now.getTime();
  return ms >= 0 ? Math.ceil(ms / DAY_MS) : -Math.ceil(-ms / DAY_MS);
}

/** Authenticated and (recurring, or is_subscriber, or the first demo subscription has days_left above 0). */
export function hasSubscription(opts: {
  isAuthenticated: boolean;
  isRecurring: boolean;
  flags: SubscriptionFlags;
}): boolean {
  const { flags } = opts;
  return (
    opts.isAuthenticated &&
    (opts.isRecurring || flags.is_subscriber || (flags.demo_subscriptions[0]?.days_left ?? 0) > 0)
  );
}

/** was_subscribed, had_demo, had_recent_demo, or a non-empty demo list. */
export function hadDemo(flags: SubscriptionFlags): boolean {
  return flags.was_subscribed || flags.had_demo || flags.had_recent_demo || flags.demo_subscriptions.length > 0;
}

/** Guests, and users with none of is_subscriber, had_demo, has_demo, had_recent_demo. */
export function showDemo(opts: { isAuthenticated: boolean; flags: SubscriptionFlags }): boolean {
  if (!opts.isAuthenticated) return true;
  const f = opts.flags;
  return !(f.is_subscriber || f.had_demo || f.has_demo || f.had_recent_demo);
}

/** A plan with that title and days_left of at least 0 in current or demo subscriptions. */
export function hasPlan(flags: SubscriptionFlags, title: string): boolean {
  return [...flags.current_subscriptions, ...flags.demo_subscriptions].some(
    (s) => s.plan_title === title && s.days_left >= 0,
  );
}

export const hasMilitaryConsultantPlan = (flags: SubscriptionFlags) => hasPlan(flags, MILITARY_PLAN_TITLE);
export const hasProfessionalPackage = (flags: SubscriptionFlags) => hasPlan(flags, PROFESSIONAL_PLAN_TITLE);

export interface SubscriptionLike {
  status: number;
  end: Date | string | null;
}

/** Subscriptions with status 1 whose end has not passed, sorted by end ascending. */
export function currentPackages<T extends SubscriptionLike>(subscriptions: T[], now: Date = new Date()): T[] {
  return subscriptions
    .filter(
      (s) =>
        s.status === limits.activeSubscriptionStatus && s.end !== null && new Date(s.end).getTime() >= now.getTime(),
    )
    .sort((a, b) => new Date(a.end as Date | string).getTime() - new Date(b.end as Date | string).getTime());
}

/** The first of the current packages, or null. */
export function currentPackage<T extends SubscriptionLike>(subscriptions: T[], now: Date = new Date()): T | null {
  return currentPackages(subscriptions, now)[0] ?? null;
}

/** dd.mm.yyyy (Kyiv calendar day), or '' when days left is negative or there is no end. */
export function formatSubscriptionEnd(end: Date | string | null | undefined, left: number | null | undefined): string {
  if (!end || left === null || left === undefined || left < 0) return '';
  return formatDate(end);
}

/** dd.mm.yyyy in the Kyiv time zone. */
export const formatDate = (value: Date | string): string => kyivDate(value);

/** Expiring: still running and at most 14 days left. */
export function isExpiringSoon(left: number | null | undefined): boolean {
  return left !== null && left !== undefined && left >= 0 && left <= limits.expiringWithinDays;
}

/** The expiring popup is shown once per key: one key per subscription end. */
export function expiringPopupKey(opts: { planTitle: string; end: Date | string }): string {
  return `subscription-expiring:${opts.planTitle}:${new Date(opts.end).toISOString().slice(0, 10)}`;
}

/** Money is kept in kopiykas; shown as "1 190 грн" (whole hryvnias) or "1 190,50 грн". */
export function formatUah(kop: number): string {
  const uah = Math.floor(kop / 100);
  const rest = kop % 100;
  const whole = uah.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return rest ? `${whole},${String(rest).padStart(2, '0')}\u00a0грн` : `${whole}\u00a0грн`;
}
