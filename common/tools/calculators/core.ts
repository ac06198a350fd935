/**
 * What every calculator returns: the result, the steps with their formulas, the rules used with their
 * legal basis (so the page can say «розраховано за нормами на {date}»), and notes. Calculators are pure.
 */
import { addDays, daysBetween, formatDateUa, ratesOn, ruleOn, toIso } from '../rules';
import type { DatedRule, IsoDate, RuleKey, RuleSource, RulesOptions } from '../rules';

export interface Step {
  label: string;
  formula: string;
  value: number | string;
}

export interface RuleUsed {
  key: RuleKey;
  label: string;
  value: string;
  source: RuleSource;
  verified: boolean;
  validFrom: IsoDate;
}

export interface Calculation<R> {
  result: R;
  steps: Step[];
  rules: RuleUsed[];
  computedFor: IsoDate;
  notes: string[];
}

/** A calculation that cannot go on for a reason the user can act on (Ukrainian message). */
export class CalculatorError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CalculatorError';
  }
}

/** Rounds to kopecks, half away from zero, immune to binary artefacts such as 1.005. */
export function round2(x: number): number {
  const sign = x < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(x) * 100 + 1e-7)) / 100;
}

export function round1(x: number): number {
  return Math.round(x * 10 + 1e-7) / 10;
}

export function uah(x: number): string {
  const [int, frac] = Math.abs(x).toFixed(2).split('.');
  return `${x < 0 ? '−' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${frac} грн`;
}

export function num(x: number): string {
  return String(x).replace('.', ',');
}

function showValue(rule: DatedRule): string {
  const v = rule.value as unknown;
  if (typeof v === 'number') return `${num(v)} ${rule.unit}`.trim();
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'так' : 'ні';
  if (rule.key === 'martialLaw') return (v as { inForce: boolean }).inForce ? 'діє' : 'припинено';
  if (rule.key === 'sickPayTiers') {
    return (v as { fromYears: number; percent: number }[])
      .map((t) => `від ${t.fromYears} р. — ${t.percent} %`)
      .join('; ');
  }
  if (rule.key === 'publicHolidays') return `${(v as unknown[]).length} днів (ст. 73 КЗпП)`;
  return JSON.stringify(v);
}

/** Collects steps and the rules used while a calculator runs. */
export class Calc {
  readonly steps: Step[] = [];
  readonly notes: string[] = [];
  private readonly used = new Map<string, RuleUsed>();

  constructor(
    readonly date: IsoDate,
    readonly options: RulesOptions = {},
  ) {}

  rule<K extends RuleKey>(key: K, date: IsoDate = this.date): DatedRule<K>['value'] {
    const rule = ruleOn(key, date, this.options);
    const id = `${key}@${rule.validFrom}`;
    if (!this.used.has(id)) {
      this.used.set(id, {
        key,
        label: rule.label,
        value: showValue(rule as DatedRule),
        source: rule.source,
        verified: rule.verified,
        validFrom: rule.validFrom,
      });
    }
    if (!rule.verified && !this.notes.includes(UNVERIFIED_NOTE)) this.notes.push(UNVERIFIED_NOTE);
    return rule.value;
  }

  /** A rule that may not exist on the date (e.g. the 2026 base month before 2026). */
  optionalRule<K extends RuleKey>(key: K, date: IsoDate = this.date): DatedRule<K>['value'] | undefined {
    if (!ratesOn(date, this.options)[key]) return undefined;
    return this.rule(key, date);
  }

  step(label: string, formula: string, value: number | string): void {
    this.steps.push({ label, formula, value });
  }

  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  done<R>(result: R): Calculation<R> {
    return { result, steps: this.steps, rules: [...this.used.values()], computedFor: this.date, notes: this.notes };
  }
}

export const UNVERIFIED_NOTE = 'Частина норм потребує перевірки: вони позначені у переліку правил.';

export function computedForLabel(date: IsoDate): string {
  return `Розраховано за нормами на ${formatDateUa(date)}`;
}

const MONTHS = [
  'січень',
  'лютий',
  'березень',
  'квітень',
  'травень',
  'червень',
  'липень',
  'серпень',
  'вересень',
  'жовтень',
  'листопад',
  'грудень',
];

export function monthNameUa(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

export function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function shiftMonths(date: IsoDate, months: number): IsoDate {
  const [y, m] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  return toIso(Math.floor(total / 12), (total % 12) + 1, 1);
}

/**
 * The averaging period of Порядок №100 / №1266: the 12 calendar months before the month of the event;
 * for a shorter employment, from the first day of the month after hiring (the hiring month itself when
 * hired on the 1st).
 */
export function averagingPeriod(eventDate: IsoDate, hireDate?: IsoDate): { from: IsoDate; to: IsoDate; days: number } {
  const monthStart = firstOfMonth(eventDate);
  let from = shiftMonths(monthStart, -12);
  const to = addDays(monthStart, -1);
  if (hireDate) {
    const hireStart = hireDate.endsWith('-01') ? hireDate : shiftMonths(hireDate, 1);
    if (hireStart > from) from = hireStart;
  }
  if (from > to) {
    throw new CalculatorError(
      'Немає повного відпрацьованого місяця перед подією: середній заробіток обчислюється за особливими ' +
        'правилами Порядку',
      'hireDate',
    );
  }
  return { from, to, days: daysBetween(from, to) + 1 };
}

export function periodLabel(from: IsoDate, to: IsoDate): string {
  return `${formatDateUa(from)}–${formatDateUa(to)}`;
}

/** The earlier of two ISO dates. */
export function earlierDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
