/**
 * The calculators by alias (the `/calculators/{alias}` page and the embed in an article use the alias).
 * Each entry pairs the input schema with the pure function, so a route action can parse form data and
 * answer 422 with the schema's Ukrainian messages before calling it.
 */
import type { z } from 'zod';
import { CALCULATOR_TITLES } from '../calculator-titles';
import type { RulesOptions } from '../rules';
import type { Calculation } from './core';
import { calculateIndexation, indexationInput } from './indexation';
import { calculateSalary, salaryInput } from './salary';
import { calculateSeverance, severanceInput } from './severance';
import { calculateMaternity, calculateSickPay, maternityInput, sickPayInput } from './sick-pay';
import { calculateSeniority, calculateVacationDays, seniorityInput, vacationDaysInput } from './vacation-days';
import { calculateVacationCompensation, vacationCompensationInput } from './vacation-compensation';
import { calculateVacationPay, vacationPayInput } from './vacation-pay';
import { calculateWeekendPay, weekendPayInput } from './weekend-pay';
import { calculateWorkingTime, workingTimeInput } from './working-time';

export * from './core';
export { fieldErrors } from './schema-parts';

export interface CalculatorDefinition<S extends z.ZodType = z.ZodType> {
  alias: string;
  title: string;
  input: S;
  // biome-ignore lint/suspicious/noExplicitAny: each calculator has its own result shape
  calculate: (input: z.infer<S>, options?: RulesOptions) => Calculation<any>;
}

function define<S extends z.ZodType>(d: CalculatorDefinition<S>): CalculatorDefinition {
  return d as unknown as CalculatorDefinition;
}

export const CALCULATORS: CalculatorDefinition[] = [
  define({
    alias: 'zarplata-na-ruky',
    title: CALCULATOR_TITLES['zarplata-na-ruky'],
    input: salaryInput,
    calculate: calculateSalary,
  }),
  define({
    alias: 'vidpuskni',
    title: CALCULATOR_TITLES.vidpuskni,
    input: vacationPayInput,
    calculate: calculateVacationPay,
  }),
  define({
    alias: 'kompensatsiia-vidpustky',
    title: CALCULATOR_TITLES['kompensatsiia-vidpustky'],
    input: vacationCompensationInput,
    calculate: calculateVacationCompensation,
  }),
  define({
    alias: 'likarniani',
    title: CALCULATOR_TITLES.likarniani,
    input: sickPayInput,
    calculate: calculateSickPay,
  }),
  define({
    alias: 'dekretni',
    title: CALCULATOR_TITLES.dekretni,
    input: maternityInput,
    calculate: calculateMaternity,
  }),
  define({
    alias: 'indeksatsiia',
    title: CALCULATOR_TITLES.indeksatsiia,
    input: indexationInput,
    calculate: calculateIndexation,
  }),
  define({
    alias: 'norma-robochoho-chasu',
    title: CALCULATOR_TITLES['norma-robochoho-chasu'],
    input: workingTimeInput,
    calculate: calculateWorkingTime,
  }),
  define({
    alias: 'dni-vidpustky',
    title: CALCULATOR_TITLES['dni-vidpustky'],
    input: vacationDaysInput,
    calculate: calculateVacationDays,
  }),
  define({ alias: 'stazh', title: CALCULATOR_TITLES.stazh, input: seniorityInput, calculate: calculateSeniority }),
  define({
    alias: 'vykhidna-dopomoha',
    title: CALCULATOR_TITLES['vykhidna-dopomoha'],
    input: severanceInput,
    calculate: calculateSeverance,
  }),
  define({
    alias: 'oplata-u-vykhidni',
    title: CALCULATOR_TITLES['oplata-u-vykhidni'],
    input: weekendPayInput,
    calculate: calculateWeekendPay,
  }),
];

export function calculatorByAlias(alias: string): CalculatorDefinition | undefined {
  return CALCULATORS.find((c) => c.alias === alias);
}
