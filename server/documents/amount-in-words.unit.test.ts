import { describe, expect, it } from 'vitest';
import { amountInWords, formatAmount, hryvniasInWords, parseAmountToKopecks } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [1, 'одна гривня 00 копійок'],
    [2, 'дві гривні 00 копійок'],
    [5, 'п’ять гривень 00 копійок'],
    [11, 'одинадцять гривень 00 копійок'],
    [21, 'двадцять одна гривня 00 копійок'],
    [22, 'двадцять дві гривні 00 копійок'],
    [25, 'двадцять п’ять гривень 00 копійок'],
    [101, 'сто одна гривня 00 копійок'],
    [112, 'сто дванадцять гривень 00 копійок'],
    [1000, 'одна тисяча гривень 00 копійок'],
    [2000, 'дві тисячі гривень 00 копійок'],
    [5000, 'п’ять тисяч гривень 00 копійок'],
    [11000, 'одинадцять тисяч гривень 00 копійок'],
    [21000, 'двадцять одна тисяча гривень 00 копійок'],
    [8647, 'вісім тисяч шістсот сорок сім гривень 00 копійок'],
    [1902.34, 'одна тисяча дев’ятсот дві гривні 34 копійки'],
    [172940, 'сто сімдесят дві тисячі дев’ятсот сорок гривень 00 копійок'],
    [1_000_000.01, 'один мільйон гривень 01 копійка'],
    [2_002_002.02, 'два мільйони дві тисячі дві гривні 02 копійки'],
    [5_000_000, 'п’ять мільйонів гривень 00 копійок'],
    [1_000_000_000, 'один мільярд гривень 00 копійок'],
    [0, 'нуль гривень 00 копійок'],
    [0.11, 'нуль гривень 11 копійок'],
    [0.21, 'нуль гривень 21 копійка'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('takes amounts typed as text', () => {
    expect(amountInWords('8 647,00')).toBe('вісім тисяч шістсот сорок сім гривень 00 копійок');
    expect(amountInWords('1902.34')).toBe('одна тисяча дев’ятсот дві гривні 34 копійки');
    expect(amountInWords('3328,5')).toBe('три тисячі триста двадцять вісім гривень 50 копійок');
  });

  it('rounds binary fractions to the kopeck instead of truncating', () => {
    expect(amountInWords(0.1 + 0.2)).toBe('нуль гривень 30 копійок');
    expect(amountInWords(38046.8)).toBe('тридцять вісім тисяч сорок шість гривень 80 копійок');
  });

  it('refuses what is not an amount', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '', 'сто', '12,345', '1.2.3', '-5', 1e12]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
    expect(parseAmountToKopecks('12 500')).toBe(1_250_000);
    expect(() => hryvniasInWords(1.5)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('groups thousands with a no-break space and keeps two decimals', () => {
    expect(formatAmount(8647)).toBe('8\u00a0647,00');
    expect(formatAmount('1902.3')).toBe('1\u00a0902,30');
    expect(formatAmount(1_000_000.01)).toBe('1\u00a0000\u00a0000,01');
    expect(formatAmount(52)).toBe('52,00');
  });
});
