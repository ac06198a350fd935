import { CALCULATOR_INFO } from '../../../common/tools/calculator-catalog';
import {
  type Calculation,
  CalculatorError,
  type CalculatorDefinition,
  calculatorByAlias,
  computedForLabel,
} from '../../../common/tools/calculators';
import { formatDateUa, MissingRuleError, type RulesOptions, TABLE_START } from '../../../common/tools/rules';
import { AppError, validationError } from '../../http/errors';

export interface PresentedCalculation {
  alias: string;
  title: string;
  computed_for: string;
  computed_for_label: string;
  result: unknown;
  steps: Calculation<unknown>['steps'];
  rules: Calculation<unknown>['rules'];
  notes: string[];
  has_unverified_rules: boolean;
}

export function findCalculator(alias: string): CalculatorDefinition {
  const calculator = calculatorByAlias(alias);
  if (!calculator || !CALCULATOR_INFO[calculator.alias]) {
    throw new AppError('not_found', { message: 'Такого калькулятора немає' });
  }
  return calculator;
}

function firstDateField(alias: string): string {
  return CALCULATOR_INFO[alias].fields.find((f) => f.kind === 'date' || f.kind === 'month')?.name ?? 'form';
}

/** Field → messages of a zod failure (the path joined with dots, e.g. `periods.0.to`). */
function issueFields(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= [];
    if (!out[key].includes(issue.message)) out[key].push(issue.message);
  }
  return out;
}

/**
 * Validates the input of one calculator and runs it on the rules of the input's date. Input errors and
 * problems the user can fix (a date the rules table does not cover, days that do not fit) answer 422.
 */
export function runCalculator(opts: { alias: string; input: unknown; rules?: RulesOptions }): PresentedCalculation {
  const calculator = findCalculator(opts.alias);
  const parsed = calculator.input.safeParse(opts.input ?? {});
  if (!parsed.success) throw validationError(issueFields(parsed.error.issues));
  let calculation: Calculation<unknown>;
  try {
    calculation = calculator.calculate(parsed.data, opts.rules);
  } catch (err) {
    if (err instanceof CalculatorError) throw validationError({ [err.field ?? 'form']: [err.message] });
    if (err instanceof MissingRuleError) {
      const message = `Норм на ${formatDateUa(err.date)} немає в таблиці: розрахунок доступний з ${formatDateUa(
        TABLE_START,
      )}`;
      throw validationError({ [firstDateField(calculator.alias)]: [message] });
    }
    throw err;
  }
  return {
    alias: calculator.alias,
    title: calculator.title,
    computed_for: calculation.computedFor,
    computed_for_label: computedForLabel(calculation.computedFor),
    result: calculation.result,
    steps: calculation.steps,
    rules: calculation.rules,
    notes: calculation.notes,
    has_unverified_rules: calculation.rules.some((r) => !r.verified),
  };
}
