/**
 * The calculator page form: the calculator's own input schema, with blank rows of repeated groups (work
 * periods) dropped first, so the same schema checks the form in the browser and in the route action.
 */
import { z } from 'zod';
import { calculatorByAlias } from './calculators';

export const PERIOD_ROWS = 3;

function dropBlankPeriods(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('periods' in value)) return value;
  const periods = (value as { periods?: unknown }).periods;
  if (!Array.isArray(periods)) return value;
  const kept = periods.filter((p) => p && typeof p === 'object' && Object.values(p).some((v) => v !== '' && v != null));
  return { ...value, periods: kept.length ? kept : undefined };
}

export function calculatorFormSchema(alias: string): z.ZodType | null {
  const calculator = calculatorByAlias(alias);
  if (!calculator) return null;
  return alias === 'stazh' ? z.preprocess(dropBlankPeriods, calculator.input) : calculator.input;
}

/** Labels of the result fields worth a line of their own above the steps. */
export const RESULT_LABELS: Record<string, string> = {
  net: 'На руки',
  gross: 'Нараховано',
  pit: 'ПДФО',
  militaryLevy: 'Військовий збір',
  ssc: 'ЄСВ роботодавця',
  employerCost: 'Витрати роботодавця',
  pay: 'Відпускні',
  payNoLaterThan: 'Виплатити не пізніше',
  averageDaily: 'Середньоденна заробітна плата',
  employerAmount: 'За рахунок роботодавця',
  fundAmount: 'За рахунок ПФУ',
  total: 'Разом',
  amount: 'Сума',
  percent: 'Відсоток індексації',
  message: 'Стан',
  workingDays: 'Робочих днів',
  hours: 'Норма годин',
  earnedDays: 'Зароблено днів відпустки',
  remainingDays: 'Залишок днів відпустки',
  years: 'Років',
  months: 'Місяців',
  days: 'Днів',
  extraPay: 'Доплата',
};

/** Result lines in a stable order: only fields that are plain numbers or strings and have a label. */
export function resultLines(result: unknown): { label: string; value: number | string; key: string }[] {
  if (!result || typeof result !== 'object') return [];
  const out: { label: string; value: number | string; key: string }[] = [];
  const source = result as Record<string, unknown>;
  const flat = { ...source, ...(typeof source.seniority === 'object' ? (source.seniority as object) : {}) };
  for (const [key, label] of Object.entries(RESULT_LABELS)) {
    const v = (flat as Record<string, unknown>)[key];
    if (typeof v === 'number' || (typeof v === 'string' && v)) out.push({ key, label, value: v });
  }
  return out;
}
