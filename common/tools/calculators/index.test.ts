import { describe, expect, it } from 'vitest';
import { CALCULATORS, CalculatorError, calculatorByAlias, fieldErrors } from './index';
import { MissingRuleError } from '../rules';

describe('calculator registry', () => {
  it('has unique url-safe aliases and Ukrainian titles', () => {
    const aliases = CALCULATORS.map((c) => c.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const c of CALCULATORS) {
      expect(c.alias).toMatch(/^[a-z0-9-]+$/);
      expect(c.title).toMatch(/[а-яіїєґ]/i);
    }
  });

  it('runs a calculator from form strings by alias and reports the rules with their sources', () => {
    const calc = calculatorByAlias('zarplata-na-ruky')!;
    const input = calc.input.parse({
      date: '2026-03-01',
      direction: 'grossToNet',
      amount: '8 647,00',
      isMainJob: 'on',
    });
    const out = calc.calculate(input);
    expect(out.result.net).toBe(6658.19);
    expect(out.computedFor).toBe('2026-03-01');
    for (const rule of out.rules) {
      expect(rule.source.act).not.toBe('');
      expect(typeof rule.verified).toBe('boolean');
    }
  });

  it('gives field messages for empty forms of every calculator', () => {
    for (const c of CALCULATORS) {
      const parsed = c.input.safeParse({});
      expect(parsed.success, c.alias).toBe(false);
      const errors = fieldErrors(parsed.error!);
      expect(
        Object.values(errors).every((m) => /[а-яіїєґ]/i.test(m)),
        c.alias,
      ).toBe(true);
    }
  });

  it('says plainly when a date is outside the rules table', () => {
    const calc = calculatorByAlias('vykhidna-dopomoha')!;
    expect(() => calc.calculate(calc.input.parse({ dismissalDate: '2023-05-01', ground: 'art36_3' }))).toThrow(
      MissingRuleError,
    );
    expect(new CalculatorError('x', 'f').field).toBe('f');
  });
});
