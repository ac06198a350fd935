import { forwardRef, type ReactElement, type Ref } from 'react';
import { jsx } from 'react/jsx-runtime';
import {
  type LinkProps,
  type NavLinkProps,
  NavLink as RouterNavLink,
  Link as RouterLink,
  useLocation,
} from 'react-router';

/**
 * An absolute path of this site that React Router would render unchanged: no `//`, no `.` or `..`
 * segment, no bare `?` or `#` (those it normalizes).
 */
const PLAIN_PATH = /^\/(?!\/)(?:(?!\.{1,2}(?:[/?#]|$))[^/?#]+\/?)*(?:\?[^#]+)?(?:#.+)?$/;

/** Props of <Link> that are React Router's own, not the anchor's (read here or ignored on the server). */
const LINK_ONLY = new Set([
  'to',
  'discover',
  'prefetch',
  'reloadDocument',
  'mask',
  'relative',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'onClick',
  'target',
]);

type AnyLinkProps = Record<string, unknown> & Pick<LinkProps, 'discover' | 'prefetch' | 'reloadDocument' | 'target'>;

/** Whether React Router's <Link> would render a plain anchor for these props (see serverAnchor). */
function plainLink(props: AnyLinkProps, to: unknown): to is string {
  return (
    typeof to === 'string' &&
    PLAIN_PATH.test(to) &&
    (props.prefetch ?? 'none') === 'none' &&
    !props.reloadDocument &&
    !props.mask
  );
}

/**
 * The anchor's props in <Link>'s order: the caller's own (all but `skip` and React Router's), then
 * `extra`, then the ref, address, target and discovery mark. Copied key by key: an object spread or a
 * rest pattern over props of many shapes takes V8's slow path (~1–3 µs each, on every link).
 */
function anchor(
  props: AnyLinkProps,
  to: string,
  ref: Ref<HTMLAnchorElement> | undefined,
  skip: ReadonlySet<string> | null,
  extra: Record<string, unknown> | null,
): ReactElement {
  const out: Record<string, unknown> = {};
  for (const key in props) if (!LINK_ONLY.has(key) && !skip?.has(key)) out[key] = props[key];
  if (extra) for (const key in extra) out[key] = extra[key];
  out.ref = ref;
  out.href = to;
  out.target = props.target;
  out['data-discover'] = (props.discover ?? 'render') === 'render' ? 'true' : undefined;
  // What JSX compiles to, given the props object itself (`<a {...out} />` would copy it once more).
  return jsx('a', out);
}

/**
 * The anchor React Router's <Link> renders for these props on the server, or null when it would need
 * the router to say (a relative path, a path object, an external address, prefetching, a mask, a full
 * reload). The site is served at `/` (no base path). Exported for the test that compares the two.
 */
export function serverAnchor(props: LinkProps, ref?: Ref<HTMLAnchorElement>): ReactElement | null {
  const p = props as unknown as AnyLinkProps;
  return plainLink(p, props.to) ? anchor(p, props.to, ref, null, null) : null;
}

/**
 * React Router's <Link>. On the server a link to a plain path of this site is rendered as the same
 * anchor without the hooks <Link> runs for clicks, prefetching and path resolution (~8 µs a link, and a
 * page has 20–100 links; ADR 052); the browser renders <Link> itself, which hydrates onto that anchor.
 * `import.meta.env.SSR` is fixed at build time: each side always has the same component.
 */
export const Link = import.meta.env.SSR
  ? forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
      return serverAnchor(props, ref) ?? <RouterLink ref={ref} {...props} />;
    })
  : RouterLink;

/** A path whose URL-encoded form is itself (what <NavLink> compares with the address). */
const ENCODED_AS_IS = /^[A-Za-z0-9\-._~/]*$/;

/**
 * Whether React Router's <NavLink> to the absolute path `to` is active at `pathname` (nothing pending;
 * the site has no base path): the same address, or one below it unless `end`. Null for a path whose
 * encoded form is not itself (<NavLink> compares encoded forms: it must decide).
 */
export function isNavActive(to: string, pathname: string, caseSensitive = false, end = false): boolean | null {
  const path = to.split(/[?#]/, 1)[0];
  if (!ENCODED_AS_IS.test(path)) return null;
  const toPathname = caseSensitive ? path : path.toLowerCase();
  const here = caseSensitive ? pathname : pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  return here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(endSlash) === '/');
}

/** Props of <NavLink> that the anchor gets in another form (or not at all). */
const NAV_ONLY = new Set(['aria-current', 'caseSensitive', 'className', 'end', 'style', 'children']);

/**
 * What React Router's <NavLink> renders on the server for these props at this address (a page renders
 * once: nothing is pending or in transition), or null when <NavLink> must decide.
 */
export function serverNavAnchor(
  props: NavLinkProps,
  pathname: string,
  ref?: Ref<HTMLAnchorElement>,
): ReactElement | null {
  const p = props as unknown as AnyLinkProps;
  const { to, caseSensitive = false, end = false, className: classNameProp = '', style: styleProp, children } = props;
  if (!plainLink(p, to)) return null;
  const isActive = isNavActive(to, pathname, caseSensitive, end);
  if (isActive === null) return null;
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  return anchor(p, to, ref, NAV_ONLY, {
    'aria-current': isActive ? (props['aria-current'] === undefined ? 'page' : props['aria-current']) : undefined,
    className,
    style: typeof styleProp === 'function' ? styleProp(renderProps) : styleProp,
    children: typeof children === 'function' ? children(renderProps) : children,
  });
}

/** React Router's <NavLink>; on the server a plain anchor like <Link> above (ADR 052). */
export const NavLink = import.meta.env.SSR
  ? forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
      const { pathname } = useLocation();
      return serverNavAnchor(props, pathname, ref) ?? <RouterNavLink ref={ref} {...props} />;
    })
  : RouterNavLink;
