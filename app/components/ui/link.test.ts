import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  type LinkProps,
  MemoryRouter,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverAnchor, serverNavAnchor } from './link';

/** Rendered inside a router at a nested address, as a page renders its links. */
const html = (element: ReactElement, at = '/news/zarplata/') =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [at] }, element));

describe('links rendered on the server (ADR 052)', () => {
  it('renders exactly the anchor React Router renders, for every plain path of the site', () => {
    const cases: LinkProps[] = [
      { to: '/' },
      { to: '/news' },
      { to: '/news/' },
      { to: '/news/64-minimalna-zarplata?page=2' },
      { to: '/news?page=2#comments' },
      { to: '/profile/3/dashboard', className: 'btn-ghost', 'aria-label': 'Кабінет', children: 'Мій кабінет' },
      { to: '/документи/.hidden', title: '«Лапки» & <кутові>' },
      { to: '/subscribe', target: '_blank', rel: 'noopener', discover: 'none' },
      { to: '/events/all', replace: true, preventScrollReset: true, state: { from: 'menu' }, viewTransition: true },
    ];
    for (const props of cases) {
      const anchor = serverAnchor(props);
      expect(anchor, String(props.to)).not.toBeNull();
      expect(html(anchor as ReactElement), String(props.to)).toBe(html(createElement(RouterLink, props)));
    }
  });

  it('leaves to React Router every link it would resolve or treat differently', () => {
    const cases: LinkProps[] = [
      { to: 'relative' },
      { to: '../up' },
      { to: '.' },
      { to: '/a/../b' },
      { to: '/a/./b' },
      { to: '/a//b' },
      { to: '//example.com/x' },
      { to: 'https://example.com/' },
      { to: '/news?' },
      { to: '/news#' },
      { to: { pathname: '/news', search: '?page=2' } },
      { to: '/news', prefetch: 'intent' },
      { to: '/news', reloadDocument: true },
    ];
    for (const props of cases) expect(serverAnchor(props), JSON.stringify(props.to)).toBeNull();
  });

  it('renders exactly the anchor React Router renders for a menu link, active or not, at any address', () => {
    const byState = ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
      `item ${isActive ? 'on' : 'off'}${isPending ? ' wait' : ''}`;
    const cases: NavLinkProps[] = [
      { to: '/news', className: byState, children: 'Новини' },
      { to: '/news', end: true, className: byState },
      { to: '/news/', className: 'plain' },
      { to: '/News', children: ({ isActive }) => (isActive ? 'так' : 'ні') },
      { to: '/News', caseSensitive: true, style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) },
      { to: '/', 'aria-current': 'location' },
      { to: '/news/zarplata', className: byState },
      { to: '/news/zar', className: byState },
      { to: '/consultations?tab=archive', className: byState },
      { to: '/profile/3/dashboard', title: 'Кабінет', target: '_self' },
    ];
    for (const at of ['/news/zarplata/', '/news', '/', '/consultations', '/NEWS/x']) {
      for (const props of cases) {
        const anchor = serverNavAnchor(props, at);
        expect(anchor, `${String(props.to)} at ${at}`).not.toBeNull();
        expect(html(anchor as ReactElement, at), `${String(props.to)} at ${at}`).toBe(
          html(createElement(RouterNavLink, props), at),
        );
      }
    }
    // A path the router would encode or resolve is left to <NavLink>.
    for (const to of ['/новини', '/a b', 'relative', '/a/../b']) expect(serverNavAnchor({ to }, '/')).toBeNull();
  });
});
