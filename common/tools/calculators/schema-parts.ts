/**
 * zod building blocks shared by the calculators' input schemas. Values come from forms as strings
 * (a server action works before JavaScript loads), so numbers are coerced and empty means missing.
 */
import { z } from 'zod';
import { ISO_DATE } from '../rules';

export const calcMsg = {
  required: 'Це поле необхідно заповнити',
  number: 'Введіть число',
  positive: 'Значення має бути більше нуля',
  nonNegative: 'Значення не може бути від’ємним',
  integer: 'Введіть ціле число',
  date: 'Введіть дату у форматі РРРР-ММ-ДД',
  month: 'Введіть місяць у форматі РРРР-ММ',
  tooLarge: 'Значення завелике',
  choice: 'Оберіть значення зі списку',
  dateOrder: 'Дата закінчення не може бути раніше дати початку',
};

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const toNumber = (v: unknown) => {
  if (typeof v === 'string') {
    const cleaned = v.replace(/\s|\u00a0/g, '').replace(',', '.');
    return cleaned === '' ? undefined : Number(cleaned);
  }
  return v;
};

function numberField(min: 'positive' | 'nonNegative', max: number) {
  const base = z.number({ error: (i) => (i.input === undefined ? calcMsg.required : calcMsg.number) });
  const bounded = (min === 'positive' ? base.positive(calcMsg.positive) : base.min(0, calcMsg.nonNegative)).max(
    max,
    calcMsg.tooLarge,
  );
  return z.preprocess(toNumber, bounded);
}

/** Money in hryvnias, up to 100 million. */
export const amount = () => numberField('positive', 100_000_000);
export const amountOrZero = () => numberField('nonNegative', 100_000_000);

export const count = (max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (i) => (i.input === undefined ? calcMsg.required : calcMsg.number) })
      .int(calcMsg.integer)
      .min(0, calcMsg.nonNegative)
      .max(max, calcMsg.tooLarge),
  );

export const positiveCount = (max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (i) => (i.input === undefined ? calcMsg.required : calcMsg.number) })
      .int(calcMsg.integer)
      .positive(calcMsg.positive)
      .max(max, calcMsg.tooLarge),
  );

export const isoDate = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: calcMsg.required })
      .regex(ISO_DATE, calcMsg.date)
      .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s), calcMsg.date)
      .refine((s) => s >= '2000-01-01' && s <= '2100-12-31', calcMsg.date),
  );

export const optionalIsoDate = () => z.preprocess(blankToUndefined, isoDate().optional());

export const isoMonth = () =>
  z.preprocess(blankToUndefined, z.string({ error: calcMsg.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, calcMsg.month));

export const flag = () => z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: calcMsg.choice });

/** Field → first message, the shape the forms show under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}
