/**
 * Account form rules shared by the API (zod) and the forms (same messages, same limits): login,
 * registration, restore, password change, profile. Spec part 1 §5 texts, verbatim.
 */
import { z } from 'zod';
import { zodFieldMessages } from './errors';
import { limits, phonePattern } from './limits';
import { msg } from './messages';

/** Simple pattern check of the registration form (spec: 'Введіть коректно email'). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const nameMax = 120;
const passwordMax = 200;

const requiredText = (max: number) =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, { message: msg.required, abort: true })
    .max(max, `Максимальна довжина — ${max} символів`);

export const emailField = z
  .string({ error: msg.required })
  .trim()
  .min(1, { message: msg.required, abort: true })
  .max(limits.emailMax, msg.emailTooLong)
  .email(msg.emailInvalid)
  .regex(EMAIL_PATTERN, msg.emailPattern)
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: msg.required })
  .min(1, { message: msg.required, abort: true })
  .min(limits.passwordMin, msg.passwordMin)
  .max(passwordMax, `Максимальна довжина — ${passwordMax} символів`);

/** The digits of a phone input; an untouched mask ("+38 (0__) ___-__-__") counts as empty. */
export function phoneInputDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits === '38' || digits === '380' ? '' : digits;
}

/** Digits only (a masked "+38 (067) …" is accepted too), checked by the spec's pattern. */
export const phoneField = z
  .string({ error: msg.required })
  .transform(phoneInputDigits)
  .pipe(z.string().min(1, { message: msg.required, abort: true }).regex(phonePattern, msg.phoneInvalid));

export const nameField = requiredText(nameMax);

export const loginInput = z.object({
  email: z
    .string({ error: msg.required })
    .trim()
    .min(1, { message: msg.required, abort: true })
    .max(limits.emailMax, msg.emailTooLong)
    .email(msg.emailInvalid)
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: msg.required })
    .min(1, { message: msg.required, abort: true })
    .max(passwordMax, `Максимальна довжина — ${passwordMax} символів`),
  remember: z.boolean({ error: 'Некоректне значення' }).optional().default(false),
});

const confirmation = z
  .string({ error: msg.required })
  .min(1, { message: msg.required, abort: true })
  .min(limits.passwordMin, msg.passwordMin)
  .max(passwordMax);

export const registerInput = z
  .object({
    email: emailField,
    name: nameField,
    phone: phoneField,
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: msg.passwordMismatch,
  });

export const restoreInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({
    token: z.string({ error: msg.required }).regex(/^[A-Za-z0-9_-]{20,100}$/, msg.resetTokenInvalid),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: msg.passwordMismatch,
  });

export const changePasswordInput = z
  .object({
    old_password: z.string({ error: msg.required }).min(1, { message: msg.required, abort: true }).max(passwordMax),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: msg.passwordMismatch,
  });

export const profileInput = z.object({
  name: nameField,
  phone: phoneField,
  nickname: z.string({ error: 'Некоректне значення' }).trim().max(60, 'Максимальна довжина — 60 символів').optional(),
});

/** Field errors of a form value against a schema, first message per field (for the forms). */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(zodFieldMessages(parsed.error)))
    out[path.split('.')[0]] ??= messages[0];
  return out;
}

/** A guest's webinar registration: name, e-mail and phone (the modal of spec part 1 §4). */
export const webinarRegistrationInput = z.object({ email: emailField, name: nameField, phone: phoneField });
