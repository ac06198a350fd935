/**
 * Clipboard HTML from Word and Google Docs before the editor's schema reads it. The schema already
 * drops every style, class and unknown tag; what it cannot tell apart is Office's markup that means
 * nothing: conditional comments, `<o:p>` placeholders and the empty paragraphs they leave.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|xml)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?o:p[^>]*>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+[^>]*>/gi, '')
    .replace(/<p\b[^>]*>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, '');
}
