import { limits } from '../../common/limits';

/** SEO text: tags stripped, whitespace folded, cut to 20000 characters (spec part 2 §9). */
export function cleanSeoText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, limits.seoTextMax);
}
