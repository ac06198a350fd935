/**
 * A hryvnia amount written out in Ukrainian words, as payment and HR documents need it:
 * «вісім тисяч шістсот сорок сім гривень 00 копійок». Hryvnias are words, kopecks stay two digits
 * (the usual form on Ukrainian bank and payroll documents). Гривня and тисяча are feminine
 * (одна, дві), мільйон and мільярд masculine (один, два).
 */

type Forms = readonly [one: string, few: string, many: string];

const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'чотири', 'п’ять', 'шість', 'сім', 'вісім', 'дев’ять'];
const UNITS_FEMININE = ['', 'одна', 'дві', ...UNITS_MASCULINE.slice(3)];
const TEENS = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  'п’ятнадцять',
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  'дев’ятнадцять',
];
const TENS = [
  '',
  '',
  'двадцять',
  'тридцять',
  'сорок',
  'п’ятдесят',
  'шістдесят',
  'сімдесят',
  'вісімдесят',
  'дев’яносто',
];
const HUNDREDS = ['', 'сто', 'двісті', 'триста', 'чотириста', 'п’ятсот', 'шістсот', 'сімсот', 'вісімсот', 'дев’ятсот'];

const HRYVNIA: Forms = ['гривня', 'гривні', 'гривень'];
const KOPECK: Forms = ['копійка', 'копійки', 'копійок'];
const SCALES: { size: number; forms: Forms; feminine: boolean }[] = [
  { size: 1_000_000_000, forms: ['мільярд', 'мільярди', 'мільярдів'], feminine: false },
  { size: 1_000_000, forms: ['мільйон', 'мільйони', 'мільйонів'], feminine: false },
  { size: 1_000, forms: ['тисяча', 'тисячі', 'тисяч'], feminine: true },
];

/** Largest amount in kopecks the words can express (just under a trillion hryvnias). */
const MAX_KOPECKS = 1_000_000_000_000 * 100 - 1;

/** The noun form a count takes: 1, 21 → one; 2–4, 22–24 → few; 0, 5–20, 25 → many. */
export function pluralForm(count: number, forms: Forms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function triadInWords(triad: number, feminine: boolean): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(triad / 100);
  const rest = triad % 100;
  if (hundreds) words.push(HUNDREDS[hundreds]);
  if (rest >= 10 && rest <= 19) {
    words.push(TEENS[rest - 10]);
  } else {
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]);
    const unit = rest % 10;
    if (unit) words.push((feminine ? UNITS_FEMININE : UNITS_MASCULINE)[unit]);
  }
  return words;
}

/** Whole hryvnias in words with the noun: 22 → «двадцять дві гривні». */
export function hryvniasInWords(hryvnias: number): string {
  if (!Number.isSafeInteger(hryvnias) || hryvnias < 0) throw new RangeError('Сума має бути невід’ємним цілим числом');
  if (hryvnias === 0) return `нуль ${HRYVNIA[2]}`;
  const words: string[] = [];
  let rest = hryvnias;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count) {
      words.push(...triadInWords(count, scale.feminine), pluralForm(count, scale.forms));
      rest %= scale.size;
    }
  }
  words.push(...triadInWords(rest, true), pluralForm(hryvnias % 1000, HRYVNIA));
  return words.join(' ');
}

/**
 * Reads an amount given as a number (8647, 1902.34) or as text the way people type it
 * («8 647,00», «1902.34»). Returns kopecks, or null when the text is not an amount.
 */
export function parseAmountToKopecks(amount: number | string): number | null {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    const kopecks = Math.round(amount * 100);
    return kopecks <= MAX_KOPECKS ? kopecks : null;
  }
  const compact = amount.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) && kopecks <= MAX_KOPECKS ? kopecks : null;
}

/** 8647 → «вісім тисяч шістсот сорок сім гривень 00 копійок». Throws RangeError on a bad amount. */
export function amountInWords(amount: number | string): string {
  const kopecks = parseAmountToKopecks(amount);
  if (kopecks === null) throw new RangeError('Некоректна сума');
  const hryvnias = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  return `${hryvniasInWords(hryvnias)} ${String(cents).padStart(2, '0')} ${pluralForm(cents, KOPECK)}`;
}

/** 8647 → «8 647,00»: figures as Ukrainian documents print them (space groups, comma decimals). */
export function formatAmount(amount: number | string): string {
  const kopecks = parseAmountToKopecks(amount);
  if (kopecks === null) throw new RangeError('Некоректна сума');
  const whole = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${whole},${String(kopecks % 100).padStart(2, '0')}`;
}
