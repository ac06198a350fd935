import { z } from '@hono/zod-openapi';
import {
  changePasswordInput,
  emailField,
  loginInput,
  phoneField,
  registerInput,
  resetPasswordInput,
  restoreInput,
} from '../../common/account-rules';

export const loginBody = loginInput.openapi('LoginBody');
export const registerBody = registerInput.openapi('RegisterBody');
export const restoreBody = restoreInput.openapi('RestoreBody');
export const resetBody = resetPasswordInput.openapi('ResetPasswordBody');
export const passwordBody = changePasswordInput.openapi('ChangePasswordBody');
export const emailBody = z.object({ email: emailField }).openapi('EmailBody');
export const phoneBody = z.object({ phone: phoneField }).openapi('MainPhoneBody');

export const campaignParams = z.object({
  campaign: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Не вказано id кампанії'),
});
/** Campaign payload: e-mail always; name/phone/password as the campaign needs; utm is free-form analytics. */
export const campaignBody = z
  .object({
    email: emailField,
    name: z.string({ error: 'Некоректне значення' }).trim().max(120, 'Максимальна довжина — 120 символів').optional(),
    phone: z.string({ error: 'Некоректне значення' }).max(40, 'Некоректний номер телефону').optional(),
    password: z.string({ error: 'Некоректне значення' }).max(200).optional(),
    password_confirmation: z.string({ error: 'Некоректне значення' }).max(200).optional(),
    eventLabel: z.string({ error: 'Некоректне значення' }).max(60).optional(),
    utm: z.record(z.string().max(60), z.unknown()).optional(),
  })
  .openapi('CampaignBody');

export const registeredQuery = z.object({
  'campaigns[]': z.union([z.string().max(64), z.array(z.string().max(64)).max(50)]).optional(),
  campaigns: z.union([z.string().max(64), z.array(z.string().max(64)).max(50)]).optional(),
  email: z.string().max(255).optional(),
});

export const providerParams = z.object({ provider: z.enum(['google', 'facebook'], { error: 'Невідомий провайдер' }) });
export const socialQuery = z.object({ previous_url: z.string().max(2000).optional() });
export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

export const userSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    nickname: z.string().nullable(),
    avatar: z.string().nullable(),
    phone: z.string().nullable(),
    initials: z.string(),
    confirmed: z.boolean(),
    options: z.record(z.string(), z.unknown()),
  })
  .openapi('User');

/** User.additional (spec part 2 §3): the current package first by end, all active packages. */
export const additionalSchema = z
  .object({
    packages: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        plan: z.string().nullable(),
        end: z.string(),
        is_demo: z.boolean(),
      }),
    ),
    begin: z.string().nullable(),
    plan_title: z.string().nullable(),
    left: z.number().nullable(),
    end: z.string().nullable(),
    recurring: z.boolean(),
  })
  .openapi('UserAdditional');

export const okSchema = z.object({ ok: z.boolean(), status: z.string().optional(), message: z.string().optional() });
export { jsonResponse as json } from '../http/json-response';
