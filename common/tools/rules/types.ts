/**
 * Dated rules: every number a calculator uses is a row with a validity range and a legal source, so a
 * calculation for a past date uses that date's rules and the page can show where each number comes from.
 */

/** ISO calendar date, `YYYY-MM-DD`. Rules are compared as strings, which sorts correctly for this shape. */
export type IsoDate = string;

export interface RuleSource {
  /** Legal act, e.g. «Закон України № 4695-IX від 03.12.2025». */
  act: string;
  /** Article / point, or the page the fact was read on. */
  reference: string;
  /** Where the fact was checked (official text or the professional press cited in the research notes). */
  url?: string;
}

export interface HolidayDefinition {
  name: string;
  /** Fixed date (month 1–12, day). */
  month?: number;
  day?: number;
  /** Movable feast: days after Orthodox Easter (0 = Великдень, 49 = Трійця). */
  easterOffset?: number;
}

export interface MartialLawRegime {
  inForce: boolean;
  /** Art. 73 КЗпП (holidays) not applied, so no holidays are excluded or paid double. */
  noHolidays: boolean;
  /** Art. 53 КЗпП (shortened pre-holiday day) not applied. */
  noShortenedDays: boolean;
  /** Part 3 of art. 67 КЗпП (weekend moved after a holiday) not applied. */
  noHolidayTransfer: boolean;
  /** The employer may limit the basic annual vacation to this many days per working year. */
  basicVacationCapDays: number | null;
}

export interface SickPayTier {
  /** Insurance record in full years from which the tier applies (inclusive). */
  fromYears: number;
  percent: number;
}

export interface RuleValues {
  minWageMonthly: number;
  minWageHourly: number;
  subsistenceAbleBodied: number;
  subsistenceGeneral: number;
  subsistenceChildUnder6: number;
  subsistenceChild6to18: number;
  subsistenceUnableToWork: number;
  pitRate: number;
  militaryLevyRate: number;
  sscRate: number;
  sscRateDisabled: number;
  sscMaxBaseMinWages: number;
  pitBenefit: number;
  pitBenefitCeiling: number;
  pitBenefit150: number;
  pitBenefit200: number;
  indexationThreshold: number;
  indexationBaseMonth: string;
  indexationStartsAfterPublication: number;
  sickPayTiers: SickPayTier[];
  sickPayEmployerDays: number;
  sickPayDayDivisor: number;
  sickPayLowRecordCap: number;
  maternityLowRecordCap: number;
  maternityMinDaily: number;
  maternityDays: { normal: number; complicated: number; chaes: number };
  vacationBasicDays: number;
  vacationPayDaysBefore: number;
  vacationCompensationSplitDate: IsoDate;
  martialLaw: MartialLawRegime;
  publicHolidays: HolidayDefinition[];
  preHolidayShorteningHours: number;
  holidayWeekendTransfer: boolean;
  weekendWorkPayMultiplier: number;
  severanceAverageMonths: { general: number; employerBreach: number };
  severanceConscriptionMinWages: number;
  severanceAveragePeriodMonths: number;
  salaryMaxGapDays: number;
  minWageGuarantee: boolean;
}

export type RuleKey = keyof RuleValues;

export interface DatedRule<K extends RuleKey = RuleKey> {
  key: K;
  /** Ukrainian label shown beside the value. */
  label: string;
  value: RuleValues[K];
  /** Unit shown after the value: 'грн', '%', 'днів', 'МЗП', … */
  unit: string;
  /** First day in force (inclusive). For the earliest row of a key this is where the table starts. */
  validFrom: IsoDate;
  /** Last day in force (inclusive); null while the rule holds. */
  validTo: IsoDate | null;
  source: RuleSource;
  /** false = not yet confirmed in a cited source; the product labels it «потребує перевірки». */
  verified: boolean;
  note?: string;
}

export type AnyDatedRule = { [K in RuleKey]: DatedRule<K> }[RuleKey];

export type RulesInForce = { [K in RuleKey]?: DatedRule<K> };

export interface RulesOptions {
  /** Last day of martial law, when it is known. Unset = martial law still holds. */
  martialLawEndsOn?: IsoDate | null;
}
