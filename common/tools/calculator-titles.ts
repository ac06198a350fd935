/**
 * The calculators' aliases and titles, without their rules or rate tables: enough to find an embed marker in
 * an article and to name it. `calculators/index.ts` pairs each alias with its schema and function.
 */
export const CALCULATOR_TITLES = {
  'zarplata-na-ruky': 'Зарплата «на руки» та витрати роботодавця',
  vidpuskni: 'Відпускні',
  'kompensatsiia-vidpustky': 'Компенсація за невикористану відпустку',
  likarniani: 'Лікарняні',
  dekretni: 'Декретні',
  indeksatsiia: 'Індексація заробітної плати',
  'norma-robochoho-chasu': 'Норма робочого часу',
  'dni-vidpustky': 'Кількість днів відпустки',
  stazh: 'Стаж роботи',
  'vykhidna-dopomoha': 'Вихідна допомога',
  'oplata-u-vykhidni': 'Оплата роботи у вихідні та святкові дні',
} as const;

export type CalculatorAlias = keyof typeof CALCULATOR_TITLES;

export function isCalculatorAlias(alias: string): alias is CalculatorAlias {
  return Object.hasOwn(CALCULATOR_TITLES, alias);
}
