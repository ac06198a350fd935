import { forwardRef, type ReactElement, type Ref } from 'react';
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

/**
 * The anchor React Router's <Link> renders for these props on the server, or null when it would need
 * the router to say (a relative path, a path object, an external address, prefetching, a mask, a full
 * reload). The site is served at `/` (no base path). Exported for the test that compares the two.
 */
export function serverAnchor(props: LinkProps, ref?: Ref<HTMLAnchorElement>): ReactElement | null {
  const {
    to,
    discover = 'render',
    prefetch = 'none',
    reloadDocument,
    mask,
    relative: _relative,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    target,
    ...rest
  } = props as LinkProps & { mask?: unknown; defaultShouldRevalidate?: unknown };
  if (typeof to !== 'string' || !PLAIN_PATH.test(to) || prefetch !== 'none' || reloadDocument || mask) return null;
  return <a {...rest} ref={ref} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
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
 * What React Router's <NavLink> renders on the server for these props at this address (a page renders
 * once: nothing is pending or in transition), or null when <NavLink> must decide.
 */
export function serverNavAnchor(
  props: NavLinkProps,
  pathname: string,
  ref?: Ref<HTMLAnchorElement>,
): ReactElement | null {
  const {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    children,
    ...rest
  } = props;
  if (typeof to !== 'string') return null;
  const path = to.split(/[?#]/, 1)[0];
  if (!ENCODED_AS_IS.test(path)) return null;
  const toPathname = caseSensitive ? path : path.toLowerCase();
  const here = caseSensitive ? pathname : pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive = here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(endSlash) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  return serverAnchor(
    {
      ...rest,
      'aria-current': isActive ? ariaCurrentProp : undefined,
      className,
      style: typeof styleProp === 'function' ? styleProp(renderProps) : styleProp,
      to,
      children: typeof children === 'function' ? children(renderProps) : children,
    },
    ref,
  );
}

/** React Router's <NavLink>; on the server a plain anchor like <Link> above (ADR 052). */
export const NavLink = import.meta.env.SSR
  ? forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
      const { pathname } = useLocation();
      return serverNavAnchor(props, pathname, ref) ?? <RouterNavLink ref={ref} {...props} />;
    })
  : RouterNavLink;
