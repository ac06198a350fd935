/** Shared pieces of the rates table: where it starts, the acts it cites and the row helper. */
import type { AnyDatedRule, DatedRule, RuleKey } from './types';

export const TABLE_START = '2024-04-01';

export const BUDGET_2026 = 'Закон України «Про Державний бюджет України на 2026 рік» № 4695-IX від 03.12.2025';
export const BUDGET_2025 = 'Закон України «Про Державний бюджет України на 2025 рік»';
export const PKU = 'Податковий кодекс України';
export const ESV_LAW =
  'Закон України «Про збір та облік єдиного внеску на загальнообов’язкове державне соціальне страхування»';
export const MARTIAL_LAW = 'Закон України «Про організацію трудових відносин в умовах воєнного стану» № 2136-IX';
export const VACATIONS_LAW = 'Закон України «Про відпустки»';
export const ORDER_100 = 'Порядок обчислення середньої заробітної плати, затв. постановою КМУ № 100 від 08.02.1995';
export const ORDER_1266 =
  'Порядок обчислення середньої заробітної плати для розрахунку виплат за соціальним страхуванням, затв. постановою КМУ № 1266 від 26.09.2001';
export const LAW_1105 = 'Закон України «Про загальнообов’язкове державне соціальне страхування» № 1105-XIV';
export const INDEXATION_LAW = 'Закон України «Про індексацію грошових доходів населення»';
export const KZPP = 'Кодекс законів про працю України';

export function row<K extends RuleKey>(rule: DatedRule<K>): AnyDatedRule {
  return rule as unknown as AnyDatedRule;
}

export const always = { validFrom: TABLE_START, validTo: null } as const;
