/**
 * The news editor's fields checked in the browser as the editor types (same messages as the
 * server's store-post contract, which stays the authority: it sanitizes and checks the rest).
 */
import { z } from 'zod';
import { newsMessages } from './news';

export const newsEditorTexts = {
  seoTitleMax: 'SEO-заголовок має бути не довшим за 300 символів',
  descriptionMax: 'Опис має бути не довшим за 500 символів',
  orderRange: 'Позиція закріплення — від 1 до 5',
} as const;

/** Text or media left once tags are gone: what the server calls "a post with a body". */
export function hasNewsBody(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

export const newsTitleField = z
  .string({ error: newsMessages.titleRequired })
  .trim()
  .min(1, newsMessages.titleRequired)
  .max(300, newsMessages.titleMax);

export const newsEditorInput = z.object({
  title: newsTitleField,
  content: z.string({ error: newsMessages.contentRequired }).refine(hasNewsBody, newsMessages.contentRequired),
  seo_title: z.string().trim().max(300, newsEditorTexts.seoTitleMax).optional(),
  description: z.string().trim().max(500, newsEditorTexts.descriptionMax).optional(),
  order: z
    .number({ error: newsEditorTexts.orderRange })
    .int(newsEditorTexts.orderRange)
    .min(1, newsEditorTexts.orderRange)
    .max(5, newsEditorTexts.orderRange)
    .optional(),
  published_at: z.string().optional(),
});
