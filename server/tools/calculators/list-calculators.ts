import { CALCULATOR_INFO, type CalculatorField } from '../../../common/tools/calculator-catalog';
import { CALCULATORS } from '../../../common/tools/calculators';

export interface CalculatorCard {
  alias: string;
  title: string;
  description: string;
  url: string;
}

export interface CalculatorPage extends CalculatorCard {
  fields: CalculatorField[];
}

export function calculatorUrl(alias: string): string {
  return `/calculators/${alias}`;
}

export function listCalculators(): CalculatorCard[] {
  return CALCULATORS.filter((c) => CALCULATOR_INFO[c.alias]).map((c) => ({
    alias: c.alias,
    title: c.title,
    description: CALCULATOR_INFO[c.alias].description,
    url: calculatorUrl(c.alias),
  }));
}

export function calculatorPage(alias: string): CalculatorPage | null {
  const card = listCalculators().find((c) => c.alias === alias);
  return card ? { ...card, fields: CALCULATOR_INFO[alias].fields } : null;
}
