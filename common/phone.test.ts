import { describe, expect, it } from 'vitest';
import { maskedPhone, nationalPhoneDigits, normalizePhone } from './phone';

describe('phone normaliser', () => {
  const spellings = [
    '+380671234567',
    '380671234567',
    '80671234567',
    '0671234567',
    '671234567',
    '+38 (067) 123-45-67',
    '067 123 45 67',
    ' +38-067-123-45-67 ',
  ];
  it.each(spellings)('%s → national 671234567, stored 380671234567, shown +38 (067) 123-45-67', (input) => {
    expect(nationalPhoneDigits(input)).toBe('671234567');
    expect(normalizePhone(input)).toBe('380671234567');
    expect(maskedPhone(input)).toBe('+38 (067) 123-45-67');
  });
  it('a partial number only loses the 0 the mask already shows', () => {
    expect(nationalPhoneDigits('0')).toBe('');
    expect(nationalPhoneDigits('06')).toBe('6');
    expect(nationalPhoneDigits('67')).toBe('67');
    expect(nationalPhoneDigits('3')).toBe('3');
    expect(nationalPhoneDigits('')).toBe('');
  });
  it('leaves what is not a Ukrainian number for the validator to refuse', () => {
    expect(normalizePhone('12345')).toBe('12345');
    expect(normalizePhone('+44 20 7946 0958')).toBe('442079460958');
    expect(maskedPhone('12345')).toBe('12345');
    expect(maskedPhone('')).toBe('');
  });
});
