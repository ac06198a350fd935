/**
 * The error report form (spec part 1 §5): the same rules for the modal and the API, with the
 * spec's texts.
 */
import { z } from 'zod';
import { limits } from './limits';
import { msg } from './messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const errorReportSchema = z.object({
  email: z
    .string({ error: msg.reportEmail })
    .trim()
    .min(1, { message: msg.reportEmail, abort: true })
    .max(limits.emailMax, msg.reportEmail)
    .regex(EMAIL_PATTERN, msg.reportEmail),
  url: z
    .string({ error: msg.required })
    .trim()
    .min(1, { message: msg.required, abort: true })
    .min(limits.reportUrl.min, msg.urlMin)
    .max(limits.reportUrl.max, msg.urlMax),
  question: z
    .string({ error: msg.required })
    .trim()
    .min(limits.reportQuestion.min, msg.required)
    .max(limits.reportQuestion.max, msg.urlMax),
  name: z.string().trim().max(120).optional(),
  attachments: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(limits.attachments.maxFiles, msg.attachmentCount)
    .optional(),
});

export type ErrorReportInput = z.infer<typeof errorReportSchema>;

export { errorReportTexts } from './error-report-texts';
