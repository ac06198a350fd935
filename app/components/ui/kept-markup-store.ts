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

/**
 * The HTML of data objects met before, by the object itself: data handed over again as the same object
 * (a menu read from a cache of its service, say) skip the JSON key — ~4 µs each to write and ~4 µs to
 * look up for 3 KB of Cyrillic text. Data are never changed once handed to a page, so an object's HTML
 * is its HTML for as long as the object lives.
 */
const byObject = new WeakMap<object, { of: object; html: string }>();

/** The children's HTML of a kept block: rendered the first time this component meets these data. */
export function keptHtml<T>(of: ComponentType<{ data: T }>, data: T): string {
  const same = typeof data === 'object' && data !== null ? byObject.get(data) : undefined;
  if (same?.of === of) return same.html;
  const html = keptByValue(of, data);
  if (typeof data === 'object' && data !== null) byObject.set(data, { of, html });
  return html;
}

function keptByValue<T>(of: ComponentType<{ data: T }>, data: T): string {
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
