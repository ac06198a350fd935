import { createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

// React Router is patched (patches/react-router+*.patch, ADR 045): a path is matched against the
// route branches once and the result reused; the server's data routes are built once per route set.

function routes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: [
        {
          id: 'layout',
          children: [
            { id: 'home', index: true, loader: () => 'home' },
            { id: 'kit', path: 'kit', loader: () => 'kit' },
            { id: 'item', path: 'items/:id', loader: ({ params }) => params.id ?? null },
          ],
        },
      ],
    },
  ];
}

interface Branch {
  routesMeta: { matcher?: RegExp }[];
}

/** Counts how often the route patterns are tried while the handler matches paths. */
function countMatcherRuns(handler: ReturnType<typeof createStaticHandler>): () => number {
  let runs = 0;
  const branches = (handler as unknown as { _internalRouteBranches: Branch[] })._internalRouteBranches;
  for (const branch of branches) {
    for (const meta of branch.routesMeta) {
      const original = meta.matcher;
      if (!original) continue;
      const counted = new RegExp(original.source, original.flags);
      const match = counted[Symbol.match].bind(counted);
      Object.defineProperty(counted, Symbol.match, {
        value: (s: string) => {
          runs += 1;
          return match(s);
        },
      });
      meta.matcher = counted;
    }
  }
  return () => runs;
}

async function query(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return context;
}

describe('route matching', () => {
  it('matches a path against the branches once and answers the same path again without trying the patterns', async () => {
    const handler = createStaticHandler(routes());
    const runs = countMatcherRuns(handler);
    const first = await query(handler, '/kit');
    expect(first.matches.map((m) => m.route.id)).toEqual(['root', 'layout', 'kit']);
    const afterFirst = runs();
    expect(afterFirst).toBeGreaterThan(0);
    const second = await query(handler, '/kit');
    expect(second.matches.map((m) => m.route.id)).toEqual(['root', 'layout', 'kit']);
    expect(runs()).toBe(afterFirst);
    // Another path is matched on its own.
    await query(handler, '/items/7');
    expect(runs()).toBeGreaterThan(afterFirst);
  });

  it('gives every request its own params, right for its path', async () => {
    const handler = createStaticHandler(routes());
    const one = await query(handler, '/items/1');
    expect(one.loaderData.item).toBe('1');
    const params = one.matches[2]?.params as Record<string, string>;
    expect(params).toEqual({ id: '1' });
    // A caller that changes its params does not change what the next request of the path sees.
    params.id = 'змінено';
    const again = await query(handler, '/items/1');
    expect(again.matches[2]?.params).toEqual({ id: '1' });
    expect(again.loaderData.item).toBe('1');
    // All matches of one request share one params object, as without the cache.
    expect(again.matches[0]?.params).toBe(again.matches[2]?.params);
    const two = await query(handler, '/items/2');
    expect(two.matches[2]?.params).toEqual({ id: '2' });
    expect(two.loaderData.item).toBe('2');
  });

  it('remembers that a path matches nothing', async () => {
    const handler = createStaticHandler(routes());
    const runs = countMatcherRuns(handler);
    const first = await query(handler, '/nowhere/at/all');
    expect(first.statusCode).toBe(404);
    const afterFirst = runs();
    const second = await query(handler, '/nowhere/at/all');
    expect(second.statusCode).toBe(404);
    expect(runs()).toBe(afterFirst);
  });

  it('builds the data routes of one route set once for every render', async () => {
    const set = routes();
    const handler = createStaticHandler(set);
    const a = createStaticRouter(set, await query(handler, '/kit'));
    const b = createStaticRouter(set, await query(handler, '/items/3'));
    expect(b.routes).toBe(a.routes);
    expect(b.state.matches.map((m) => m.route.id)).toEqual(['root', 'layout', 'item']);
    expect(b.state.matches[2]?.params).toEqual({ id: '3' });
    // A different route set gets its own.
    const c = createStaticRouter(routes(), await query(handler, '/kit'));
    expect(c.routes).not.toBe(a.routes);
  });
});
