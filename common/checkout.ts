/** Checkout form contract, shared by the page (field errors) and the server (authority). */
import { z } from 'zod';
import { phonePattern } from './limits';
import { msg } from './messages';
import { normalizePhone } from './phone';

export const checkoutTexts = {
  edrpouInvalid: 'Код ЄДРПОУ — 8 цифр',
  companyRequired: 'Вкажіть назву юридичної особи',
  planRequired: 'Оберіть тариф',
  nameMax: 'Не більше 255 символів',
} as const;

export { maskedPhone, normalizePhone } from './phone';

/** Fields of the checkout form; the API's order body adds the package (`product`). */
export const checkoutShape = {
  plan: z.string({ error: checkoutTexts.planRequired }).regex(/^[a-z0-9-]{1,20}$/, checkoutTexts.planRequired),
  name: z.string({ error: msg.required }).trim().min(1, msg.required).max(255, checkoutTexts.nameMax),
  email: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .max(255, msg.emailTooLong)
    .email(msg.emailInvalid),
  phone: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .transform(normalizePhone)
    .refine((v) => phonePattern.test(v), msg.phoneInvalid),
  payment_type: z.enum(['card', 'invoice']).default('card'),
  company: z.string().trim().max(255, checkoutTexts.nameMax).optional().default(''),
  edrpou: z.string().trim().optional().default(''),
};

/** An invoice needs the company and its ЄДРПОУ. */
export function checkoutInvoiceRule(
  v: { payment_type: 'card' | 'invoice'; company: string; edrpou: string },
  ctx: z.RefinementCtx,
): void {
  if (v.payment_type !== 'invoice') return;
  if (!v.company) ctx.addIssue({ code: 'custom', path: ['company'], message: checkoutTexts.companyRequired });
  if (!/^\d{8}$/.test(v.edrpou))
    ctx.addIssue({ code: 'custom', path: ['edrpou'], message: checkoutTexts.edrpouInvalid });
}

export const checkoutInput = z.object(checkoutShape).superRefine(checkoutInvoiceRule);

export type CheckoutInput = z.infer<typeof checkoutInput>;
