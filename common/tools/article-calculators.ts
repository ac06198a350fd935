/**
 * A calculator embedded in an article: the editor writes the marker `[calculator:{alias}]` (or
 * `[калькулятор:{alias}]`) as a paragraph of its own, and the article page shows the live calculator in its
 * place. Markers inside lists, quotes or tables, and markers of unknown calculators, stay text.
 */
import { isCalculatorAlias } from './calculator-titles';

export type ArticlePart = { kind: 'html'; html: string } | { kind: 'calculator'; alias: string };

const MARKER = /<p(?:\s[^>]*)?>\s*\[(?:calculator|калькулятор)\s*:\s*([a-z0-9-]{1,80})\s*\]\s*<\/p>/giu;
const CONTAINER = /<(\/?)(blockquote|ul|ol|li|table|div|figure|details|aside|section)\b[^>]*>/gi;

/** How deep inside containers the position is (0 = a top-level block of the body). */
function depthAt(html: string, end: number): number {
  let depth = 0;
  for (const m of html.slice(0, end).matchAll(CONTAINER)) depth += m[1] ? -1 : 1;
  return depth;
}

/** Bodies split last, by their text: a page's loader and its render split the same body. */
const splitBodies = new Map<string, readonly ArticlePart[]>();
const MAX_SPLIT_BODIES = 200;

/**
 * The body split into HTML runs and calculators, in order; a body without markers is one HTML part.
 * The answer is shared by every caller with the same body (read it, never change it): an article's
 * loader and its render both split it, and a kept post gives each request the same string, whose hash
 * the engine keeps, so a second split is a map lookup.
 */
export function splitArticleCalculators(html: string): readonly ArticlePart[] {
  let parts = splitBodies.get(html);
  if (!parts) {
    if (splitBodies.size >= MAX_SPLIT_BODIES) splitBodies.clear();
    parts = splitBody(html);
    splitBodies.set(html, parts);
  }
  return parts;
}

function splitBody(html: string): ArticlePart[] {
  const parts: ArticlePart[] = [];
  let last = 0;
  for (const m of html.matchAll(MARKER)) {
    const alias = m[1].toLowerCase();
    const at = m.index ?? 0;
    if (!isCalculatorAlias(alias) || depthAt(html, at) !== 0) continue;
    if (at > last) parts.push({ kind: 'html', html: html.slice(last, at) });
    parts.push({ kind: 'calculator', alias });
    last = at + m[0].length;
  }
  if (last < html.length || parts.length === 0) parts.push({ kind: 'html', html: html.slice(last) });
  return parts;
}

/** The HTML without calculator marker paragraphs: for plain text (excerpts, search) where no form can show. */
export function withoutCalculatorMarkers(html: string): string {
  return html.replace(MARKER, ' ');
}

/** The marker an editor writes for a calculator. */
export const calculatorMarker = (alias: string) => `[calculator:${alias}]`;
