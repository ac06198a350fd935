import type { ComponentProps, ComponentType, MouseEvent, ReactElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import { type NavigateFunction, useNavigate } from 'react-router';
import { type OrInPage, useInPage } from '../../lib/in-page';
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
 *
 * `data` may also be a page-only token (`inPage()`, ADR 072): the page was loaded as a document and its
 * data do not carry the block's. The browser then keeps the server's HTML as it is (never rendered nor
 * hydrated) and follows its links as <Link> would, without reloading the page; data that come later
 * (a client-side navigation, a revalidation) render the block as above.
 */
export function KeptMarkup<T>({
  as,
  of,
  data,
  ...props
}: { as: KeptTag; of: ComponentType<{ data: T }>; data: OrInPage<T> } & Omit<
  ComponentProps<'ul'>,
  'children' | 'dangerouslySetInnerHTML'
>): ReactElement {
  const value = useInPage(data);
  const server = store.current;
  if (server && value !== null) {
    return jsx(as, { ...props, dangerouslySetInnerHTML: { __html: server.keptHtml(of, value) } });
  }
  if (value !== null) return jsx(as, { ...props, children: jsx(of, { data: value }) }, 'live');
  return jsx(KeptInPage, { as, props }, 'kept');
}

/** The browser's side of a block whose HTML the server wrote and the page's data do not carry. */
function KeptInPage({ as, props }: { as: KeptTag; props: Omit<ComponentProps<'ul'>, 'children'> }): ReactElement {
  const navigate = useNavigate();
  // Hydration leaves the children of an element with inner HTML as they are, unchecked.
  return jsx(as, {
    ...props,
    onClick: (e: MouseEvent<HTMLElement>) => followLink(e, navigate),
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: '' },
  });
}

/**
 * A click on a link of kept HTML, handled as React Router's <Link> handles its own: a plain left
 * click on a link of this site without a target navigates in the page; anything else (a new tab, a
 * download, another site) is left to the browser.
 */
function followLink(e: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  const link = (e.target as Element).closest('a');
  if (!link || !e.currentTarget.contains(link) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** The elements a kept block may sit in (its children are rendered as in any of them). */
export type KeptTag = 'ul' | 'ol' | 'div' | 'section' | 'nav' | 'aside' | 'header';

/**
 * The server's store of kept HTML (`kept-markup-store.ts`), loaded on the server only: the browser's
 * bundle has neither React's server renderer nor the cache.
 */
const store: { current: typeof import('./kept-markup-store') | null } = import.meta.env.SSR
  ? serverModule(() => import('./kept-markup-store'))
  : { current: null };
