import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { LRUCache } from 'lru-cache';
import { jsx } from 'react/jsx-runtime';
import { serverModule } from '../../lib/server-islands';

/**
 * Markup of a block that is a pure function of its data, rendered once per data on the server (ADR 071).
 *
 * `<KeptMarkup as="ul" className="…" of={Items} data={items} />` is, in the browser, `<ul className="…">
 * <Items data={items} /></ul>`: the browser renders and hydrates the block as it would anyway. On the
 * server the children's HTML is rendered with React's own `renderToString` the first time these data
 * (compared as JSON) are seen for this component, kept, and written into the element as it is. The
 * HTML is the one React writes for those children inside the page (the same text separators), so the
 * browser hydrates onto it unchanged.
 *
 * What `of` may be: a component whose output depends on `data` alone — no hooks that read a context
 * (the router, the root data, a theme), no state, no `useId`, no Suspense; plain links (`ui/link`) are
 * fine, they are anchors on the server. `data` holds plain JSON values, as a loader hands them to the
 * page (a `Map` or a function would not tell two data apart in the key). Personal data belong
 * outside, or in `data` (then they are part of the key, and the block is kept per reader's variant:
 * keep such a variant small, like a card's one access flag).
 */
export function KeptMarkup<T>({
  as,
  of,
  data,
  ...props
}: { as: KeptTag; of: ComponentType<{ data: T }>; data: T } & Omit<
  ComponentProps<'ul'>,
  'children' | 'dangerouslySetInnerHTML'
>): ReactElement {
  const render = renderer.current;
  if (!render) return jsx(as, { ...props, children: jsx(of, { data }) });
  return jsx(as, { ...props, dangerouslySetInnerHTML: { __html: keptHtml(render.renderToString, of, data) } });
}

/** The elements a kept block may sit in (its children are rendered as in any of them). */
export type KeptTag = 'ul' | 'ol' | 'div' | 'section' | 'nav' | 'aside';

type Render = (node: ReactElement) => string;

/**
 * React's server renderer, loaded on the server only (the browser's bundle has no trace of it).
 * `renderToString` may run inside another render: React saves and restores its renderer's state
 * around a nested synchronous render (ReactFizzServer `performWork`).
 */
const renderer: { current: { renderToString: Render } | null } = import.meta.env.SSR
  ? serverModule(() => import('react-dom/server'))
  : { current: null };

/** Kept HTML per component; keys are the data as JSON. ~2 000 blocks in all at most, by size. */
const kept = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (v, k) => v.length + k.length });
const componentIds = new WeakMap<object, number>();
let lastComponentId = 0;

export function keptHtml<T>(render: Render, of: ComponentType<{ data: T }>, data: T): string {
  let id = componentIds.get(of);
  if (id === undefined) {
    lastComponentId += 1;
    id = lastComponentId;
    componentIds.set(of, id);
  }
  const key = `${id}\u0000${JSON.stringify(data)}`;
  let html = kept.get(key);
  if (html === undefined) {
    html = withoutHoistedPreloads(render(jsx(of, { data })));
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
