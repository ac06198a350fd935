import { describe, expect, it } from 'vitest';
import { checkEdrpou, edrpouControlDigit, isValidEdrpou } from './edrpou';

describe('ЄДРПОУ validation', () => {
  it('accepts published codes of well-known legal entities', () => {
    // Ощадбанк, ПриватБанк (weights 1…7), Укрзалізниця, Казначейство (weights 7,1…6).
    for (const code of ['00032129', '14360570', '40075815', '37567646']) expect(isValidEdrpou(code)).toBe(true);
  });

  it('accepts the demo code of the seed company', () => {
    expect(checkEdrpou(' 12345678 ')).toEqual({ ok: true, code: '12345678' });
  });

  it('recomputes with weights raised by two when the first remainder is 10', () => {
    // 1·1 + 6·7 = 43 ≡ 10 (mod 11); then 1·3 + 6·9 = 57 ≡ 2.
    expect(edrpouControlDigit('10000060')).toBe(2);
    expect(isValidEdrpou('10000062')).toBe(true);
    // 2·1 + 9·7 = 65 ≡ 10; 2·3 + 9·9 = 87 ≡ 10 again → control digit 0.
    expect(edrpouControlDigit('20000090')).toBe(0);
    expect(isValidEdrpou('20000090')).toBe(true);
  });

  it('refuses a wrong control digit with a Ukrainian message', () => {
    expect(checkEdrpou('14360571')).toEqual({
      ok: false,
      message: 'Код ЄДРПОУ недійсний: не збігається контрольна цифра',
    });
    expect(isValidEdrpou('40075816')).toBe(false);
    expect(isValidEdrpou('12345670')).toBe(false);
  });

  it('refuses anything but exactly eight digits', () => {
    for (const bad of ['', '1234567', '123456789', '1234567a', '12 345 678', '１２３４５６７８']) {
      expect(checkEdrpou(bad)).toEqual({ ok: false, message: 'Код ЄДРПОУ має складатися з 8 цифр' });
    }
  });
});
