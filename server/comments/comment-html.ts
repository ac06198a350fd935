import sanitizeHtml from 'sanitize-html';
import { trimSourceLine } from '../../common/comments';

/** What a comment may contain (ADR 023): text formatting, lists, quotes, code and links. */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener' } }),
  },
};
// `rel` is set by the transform above, never taken from the input.
options.allowedAttributes = { a: ['href', 'rel'] };

/**
 * A comment's text as stored and shown: the copy-with-source line trimmed, line breaks kept as
 * `<br>`, everything outside the allowlist escaped (so a `<script>` shows as text), links marked
 * `rel="nofollow ugc noopener"`. Returns '' when nothing visible is left.
 */
export function sanitizeComment(input: string): string {
  const text = trimSourceLine(input.replace(/\r\n?/g, '\n')).trim();
  if (!text) return '';
  const withBreaks = /<(?:p|br|ul|ol|blockquote|pre)\b/i.test(text) ? text : text.replace(/\n/g, '<br>');
  const html = sanitizeHtml(withBreaks, options).trim();
  return plainText(html) ? html : '';
}

/** Visible text of sanitised comment HTML (for search, names in letters, emptiness checks). */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
