/**
 * ЄДРПОУ code check: exactly 8 digits, the last being the control digit.
 * The control digit is the weighted digit sum of the first seven modulo 11. Weights are 1…7, or
 * 7,1,2,3,4,5,6 for codes between 30 000 000 and 60 000 000; when the remainder is 10 the sum is
 * taken again with every weight raised by 2, and a second 10 gives the control digit 0.
 */

export type EdrpouCheck = { ok: true; code: string } | { ok: false; message: string };

const LOW_WEIGHTS = [1, 2, 3, 4, 5, 6, 7];
const MIDDLE_RANGE_WEIGHTS = [7, 1, 2, 3, 4, 5, 6];

/** The control digit the code ought to end with; `code` is the whole 8-digit code (the range depends on it). */
export function edrpouControlDigit(code: string): number {
  const digits = [...code.slice(0, 7)].map(Number);
  const value = Number(code);
  const weights = value < 30_000_000 || value > 60_000_000 ? LOW_WEIGHTS : MIDDLE_RANGE_WEIGHTS;
  const remainder = (extra: number) => digits.reduce((sum, digit, i) => sum + digit * (weights[i] + extra), 0) % 11;
  const first = remainder(0);
  if (first < 10) return first;
  const second = remainder(2);
  return second < 10 ? second : 0;
}

/** Trims spaces around the input; anything else but 8 digits with a matching control digit is refused. */
export function checkEdrpou(input: string): EdrpouCheck {
  const code = input.trim();
  if (!/^\d{8}$/.test(code)) return { ok: false, message: 'Код ЄДРПОУ має складатися з 8 цифр' };
  if (edrpouControlDigit(code) !== Number(code[7])) {
    return { ok: false, message: 'Код ЄДРПОУ недійсний: не збігається контрольна цифра' };
  }
  return { ok: true, code };
}

export const isValidEdrpou = (input: string): boolean => checkEdrpou(input).ok;
