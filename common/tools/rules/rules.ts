/**
 * Lookup of the dated rules: what was in force on a date, with the martial-law end date as a setting
 * (it is extended by law every 90 days, so the table keeps it open and the product configures the end).
 */
import { RATES } from './rates';
import type { AnyDatedRule, DatedRule, IsoDate, RuleKey, RulesInForce, RulesOptions } from './types';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class MissingRuleError extends Error {
  constructor(
    readonly key: RuleKey,
    readonly date: IsoDate,
  ) {
    super(`Немає норми «${key}» на ${formatDateUa(date)}: таблиця норм цю дату не охоплює`);
    this.name = 'MissingRuleError';
  }
}

export function formatDateUa(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

function inRange(rule: AnyDatedRule, date: IsoDate): boolean {
  return rule.validFrom <= date && (rule.validTo === null || date <= rule.validTo);
}

function martialLawEnded(date: IsoDate, options: RulesOptions): boolean {
  return Boolean(options.martialLawEndsOn && date > options.martialLawEndsOn);
}

/** After martial law ends the 5 % levy holds to the end of that year (Закон № 4015-IX); later years are unknown. */
function levyUnknown(date: IsoDate, options: RulesOptions): boolean {
  return Boolean(options.martialLawEndsOn && date.slice(0, 4) > options.martialLawEndsOn.slice(0, 4));
}

function adjust(rule: AnyDatedRule, date: IsoDate, options: RulesOptions): AnyDatedRule | undefined {
  if (rule.key === 'martialLaw' && martialLawEnded(date, options)) {
    return {
      ...rule,
      value: {
        inForce: false,
        noHolidays: false,
        noShortenedDays: false,
        noHolidayTransfer: false,
        basicVacationCapDays: null,
      },
      validFrom: options.martialLawEndsOn!,
      note: `Воєнний стан припинено ${formatDateUa(options.martialLawEndsOn!)} (налаштування).`,
    };
  }
  if (rule.key === 'militaryLevyRate' && levyUnknown(date, options)) return undefined;
  return rule;
}

/** Every rule in force on `date`. */
export function ratesOn(date: IsoDate, options: RulesOptions = {}): RulesInForce {
  const out: Record<string, AnyDatedRule> = {};
  for (const rule of RATES) {
    if (!inRange(rule, date)) continue;
    const adjusted = adjust(rule, date, options);
    if (adjusted) out[rule.key] = adjusted;
  }
  return out as RulesInForce;
}

/** The rows of each key in table order (a later row in force wins, as in `ratesOn`). */
const rowsByKey = new Map<RuleKey, AnyDatedRule[]>();
for (const rule of RATES) rowsByKey.set(rule.key, [...(rowsByKey.get(rule.key) ?? []), rule]);

/** One rule in force on `date`; throws MissingRuleError when the table does not cover it. */
export function ruleOn<K extends RuleKey>(key: K, date: IsoDate, options: RulesOptions = {}): DatedRule<K> {
  let rule: AnyDatedRule | undefined;
  for (const row of rowsByKey.get(key) ?? []) {
    if (!inRange(row, date)) continue;
    rule = adjust(row, date, options) ?? rule;
  }
  if (!rule) throw new MissingRuleError(key, date);
  return rule as DatedRule<K>;
}

export function valueOn<K extends RuleKey>(key: K, date: IsoDate, options: RulesOptions = {}): DatedRule<K>['value'] {
  return ruleOn(key, date, options).value;
}

/** All rows of one key, oldest first. */
export function historyOf(key: RuleKey): AnyDatedRule[] {
  return RATES.filter((r) => r.key === key).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}
