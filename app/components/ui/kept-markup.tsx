import type { ComponentProps, ComponentType, ReactElement } from 'react';
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
  const server = store.current;
  if (!server) return jsx(as, { ...props, children: jsx(of, { data }) });
  return jsx(as, { ...props, dangerouslySetInnerHTML: { __html: server.keptHtml(of, data) } });
}

/** The elements a kept block may sit in (its children are rendered as in any of them). */
export type KeptTag = 'ul' | 'ol' | 'div' | 'section' | 'nav' | 'aside';

/**
 * The server's store of kept HTML (`kept-markup-store.ts`), loaded on the server only: the browser's
 * bundle has neither React's server renderer nor the cache.
 */
const store: { current: typeof import('./kept-markup-store') | null } = import.meta.env.SSR
  ? serverModule(() => import('./kept-markup-store'))
  : { current: null };
