import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';

// React Router is patched (patches/react-router+*.patch, ADR 049): the route pathnames a link resolves
// against are worked out once per rendered route level, not serialised and parsed again by every link.
// Links at different levels of one page still resolve against their own level.

const links = (prefix: string) =>
  createElement(
    Fragment,
    null,
    createElement(Link, { to: '/abs', id: `${prefix}-abs` }, 'a'),
    createElement(Link, { to: 'child', id: `${prefix}-child` }, 'c'),
    createElement(Link, { to: '..', id: `${prefix}-up` }, 'u'),
    createElement(Link, { to: '.', id: `${prefix}-here` }, 'h'),
    createElement(NavLink, { to: '?page=2', id: `${prefix}-query` }, 'q'),
  );

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: createElement('div', null, links('root'), createElement(Outlet)),
    children: [
      {
        id: 'section',
        path: 'section/:id',
        element: createElement('section', null, links('section'), createElement(Outlet)),
        children: [{ id: 'leaf', path: 'leaf', element: links('leaf') }],
      },
    ],
  },
];

async function render(path: string): Promise<Record<string, string>> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://x.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const html = renderToString(
    createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
  );
  return Object.fromEntries(
    [...html.matchAll(/<a [^>]*>/g)].map((m) => [
      /id="([^"]+)"/.exec(m[0])?.[1],
      /href="([^"]*)"/.exec(m[0])?.[1]?.replaceAll('&amp;', '&'),
    ]),
  );
}

describe('links resolve against their own route level', () => {
  it('on a nested page, each level resolves relative links from its own path', async () => {
    const hrefs = await render('/section/7/leaf');
    expect(hrefs).toMatchObject({
      'root-abs': '/abs',
      'root-child': '/child',
      'root-here': '/',
      'section-child': '/section/7/child',
      'section-up': '/',
      'section-here': '/section/7',
      'leaf-abs': '/abs',
      'leaf-child': '/section/7/leaf/child',
      'leaf-up': '/section/7',
      'leaf-here': '/section/7/leaf',
      'leaf-query': '/section/7/leaf?page=2',
    });
  });

  it('the same routes rendered for another path resolve for that path', async () => {
    const first = await render('/section/7/leaf');
    const second = await render('/section/8/leaf');
    expect(first['leaf-child']).toBe('/section/7/leaf/child');
    expect(second['leaf-child']).toBe('/section/8/leaf/child');
    expect(second['section-here']).toBe('/section/8');
  });
});
