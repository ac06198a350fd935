import { LRUCache } from 'lru-cache';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { jsx } from 'react/jsx-runtime';

/**
 * The server's side of `KeptMarkup` (ADR 071): loaded on the server only, so neither React's server
 * renderer nor the cache is in the browser's bundle. `renderToString` may run inside another render:
 * React saves and restores its renderer's state around a nested synchronous render (ReactFizzServer
 * `performWork`).
 */

/** Kept HTML per component; keys are the data as JSON. ~2 000 blocks in all at most, by size. */
const kept = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (v, k) => v.length + k.length });
const componentIds = new WeakMap<object, number>();
let lastComponentId = 0;

/** The children's HTML of a kept block: rendered the first time this component meets these data. */
export function keptHtml<T>(of: ComponentType<{ data: T }>, data: T): string {
  let id = componentIds.get(of);
  if (id === undefined) {
    lastComponentId += 1;
    id = lastComponentId;
    componentIds.set(of, id);
  }
  const key = `${id}\u0000${JSON.stringify(data)}`;
  let html = kept.get(key);
  if (html === undefined) {
    html = withoutHoistedPreloads(renderToString(jsx(of, { data })));
    kept.set(key, html);
  }
  return html;
}

/**
 * `renderToString` of a part puts the preloads React hoists into a document's head (an image's
 * `<link rel="preload" as="image">`) before the part's own HTML; inside an element they are not wanted
 * (the image itself is there), and the browser's render of the block has no such elements.
 */
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^<>]*\/>)+/;

export function withoutHoistedPreloads(html: string): string {
  return html.replace(HOISTED_PRELOADS, '');
}
