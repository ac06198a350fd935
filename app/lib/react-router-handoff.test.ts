import { PassThrough } from 'node:stream';
import { createElement, Fragment } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  Outlet,
  Scripts,
  ServerRouter,
  type ServerBuild,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';

/**
 * The document's loader data reaches the browser as turbo-stream lines inside inline scripts. React
 * Router's encoder is patched (patches/react-router+*.patch, ADR 056) to keep those lines as strings
 * and hand them to the renderer as they come, without a byte round trip, and to read the clock and
 * make its object writer less often; to write plain values directly while flattening and hand the
 * document's lines over without a byte stream (ADR 064); to recognise the document's Response without
 * reading its body (ADR 057); to make the map of route modules once per build (ADR 045); and to make a
 * data function's `url` only when it is read and the route modules' script once per set of routes
 * (ADR 063). A small application of its own, through
 * React Router's own request handler and document entry, shows what the browser gets: the same data
 * back, plain or deferred, the document untouched on its way, and the `.data` answers still as bytes.
 */
const DATA = {
  title: 'Мінімальна зарплата у 2026 році',
  amounts: [8647, 8647, 22],
  when: new Date('2026-01-01T00:00:00.000Z'),
  author: { name: 'Олена Мартинюк', roles: ['редактор', 'редактор'] },
  script: '</script><script>alert(1)</script> & \u2028',
  nothing: null,
  nested: { deep: { deeper: { list: [{ a: 1 }, { a: 1 }, { b: 'ї' }] } } },
};

/** What React Router 7.18.4 without the patch writes for the loader data of the kinds test. */
const UNPATCHED_KINDS_LINE =
  '[{"_1":2,"_3":-5,"_4":-5},"loaderData",{"_5":6,"_7":8},"actionData","errors","root",{"_54":55},"page",{"_9":10,"_11":12,"_13":-4,"_14":-2,"_15":-6,"_16":-3,"_17":-7,"_18":19,"_20":21,"_22":23,"_24":25,"_26":25,"_27":28,"_29":30,"_31":32,"_33":34,"_35":36,"_37":38,"_39":40,"_41":42},"yes",true,"no",false,"minusZero","nan","infinity","minusInfinity","missing","large",1e+21,"small",5e-7,"negative",-3.25,"shared",{"_51":52,"_53":50},"again","list",[25,50,45,45,10,10,-5],"holes",[45,-1,49],"bare",["N",{"_47":48}],"when",["D",1767225600000],"set",["S",45,46,25],"map",["M",43,25,25,44],"pattern",["R","відпуст(ка|ки)","giu"],"count",["B","12"],"ключ",2,1,"ї","key","без прототипу",3,"спільне","id",7,"title","site","Фахівець"]\n';

const Root = () => createElement(Fragment, null, createElement(Outlet), createElement(Scripts));
const Page = () => createElement('p', null, 'сторінка');
const Other = () => createElement('p', null, 'інша сторінка');

/**
 * A response that counts reads of its body and status text: the server's own lightweight responses
 * (@hono/node-server) build a full Response with a body stream on such a read.
 */
let bodyReads = 0;
class CountingResponse extends Response {
  get body() {
    bodyReads++;
    return super.body;
  }
  get statusText() {
    bodyReads++;
    return super.statusText;
  }
}

/** The entry contexts the document renders were given, in order. */
const contexts: EntryContext[] = [];

function build(loader: (args: { url: URL }) => unknown): ServerBuild {
  const handleRequest = (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
  ): Promise<Response> =>
    new Promise((resolve, reject) => {
      contexts.push(context);
      const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: request.url }), {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (c: Buffer) => chunks.push(c));
          body.on('end', () => {
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new CountingResponse(Buffer.concat(chunks).toString('utf8'), { status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
      });
    });
  const entry = (id: string, path: string | undefined, parentId?: string) => ({
    id,
    path,
    parentId,
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/${id}.js`,
    imports: [],
  });
  return {
    entry: { module: { default: handleRequest, streamTimeout: 5_000 } },
    routes: {
      root: { id: 'root', path: '', module: { default: Root, loader: () => ({ site: 'Фахівець' }) } },
      page: { id: 'page', parentId: 'root', path: 'page', module: { default: Page, loader } },
      other: { id: 'other', parentId: 'root', path: 'other/:id', module: { default: Other, loader: () => 'інша' } },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: entry('root', ''),
        page: entry('page', 'page', 'root'),
        other: entry('other', 'other/:id', 'root'),
      },
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    // As the portal runs (react-router.config.ts): with middleware the document passes through `query`.
    future: { v8_middleware: true, v8_passThroughRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** The lines of the loader data the document's inline scripts enqueue, in order, and whether they close. */
function handoffOf(html: string): { text: string; closed: boolean } {
  const enqueued = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/g)].map((m) => {
    // The argument is a JSON string literal with <, >, & and the line separators escaped for HTML.
    return JSON.parse(m[1]) as string;
  });
  const close = html.indexOf('streamController.close()');
  const lastEnqueue = html.lastIndexOf('streamController.enqueue(');
  return { text: enqueued.join(''), closed: close > lastEnqueue && lastEnqueue >= 0 };
}

async function decoded(text: string) {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const { value, done } = await decodeViaTurboStream(stream, globalThis);
  await done;
  return value as { loaderData: Record<string, unknown> };
}

describe('the document’s loader data (React Router handoff)', () => {
  it('arrives whole in the inline scripts and decodes to what the loaders returned', async () => {
    const handler = createRequestHandler(build(() => DATA));
    const res = await handler(new Request('http://portal.test/page'));
    expect(res.status).toBe(200);
    const html = await res.text();
    // Escaped for the script element: the markup inside the data never closes it.
    expect(html).not.toContain('</script><script>alert(1)');
    const { text, closed } = handoffOf(html);
    expect(closed).toBe(true);
    const data = await decoded(text);
    expect(data.loaderData).toEqual({ root: { site: 'Фахівець' }, page: DATA });
  });

  it('data a loader defers comes in later lines of the same stream, then the stream closes', async () => {
    const later = new Promise((resolve) => setTimeout(() => resolve({ answer: 'відповідь експерта' }), 20));
    const handler = createRequestHandler(build(() => ({ now: 'одразу', later })));
    const html = await (await handler(new Request('http://portal.test/page'))).text();
    const { text, closed } = handoffOf(html);
    expect(closed).toBe(true);
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(1);
    const data = await decoded(text);
    const page = data.loaderData.page as { now: string; later: Promise<unknown> };
    expect(page.now).toBe('одразу');
    await expect(page.later).resolves.toEqual({ answer: 'відповідь експерта' });
  });

  it('a request ended while deferred data still waits ends the render instead of leaving it waiting', async () => {
    const never = new Promise(() => {});
    const handler = createRequestHandler(build(() => ({ now: 'одразу', never })));
    const ended = new AbortController();
    setTimeout(() => ended.abort(new Error('читач пішов')), 30);
    const res = await handler(new Request('http://portal.test/page', { signal: ended.signal }));
    const { text, closed } = handoffOf(await res.text());
    expect(closed).toBe(true);
    const page = (await decoded(text)).loaderData.page as { now: string; never: Promise<unknown> };
    expect(page.now).toBe('одразу');
    await expect(page.never).rejects.toThrow();
  });

  it('the document’s handoff is text with a reader of its lines, not a byte stream to build and read', async () => {
    const later = new Promise((resolve) => setTimeout(() => resolve({ answer: 'пізніше' }), 10));
    const handler = createRequestHandler(build(() => ({ now: DATA, later })));
    contexts.length = 0;
    const html = await (await handler(new Request('http://portal.test/page'))).text();
    const handoff = contexts[0].serverHandoffStream as unknown as {
      handoff?: { lines: string[] };
      getReader(): { read(): Promise<{ done: boolean; value?: string }> };
    };
    expect(handoff).not.toBeInstanceOf(ReadableStream);
    // The reader gives the lines the scripts carry, in order, then the end.
    const reader = handoff.getReader();
    const lines: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) lines.push(r.value as string);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(handoffOf(html).text);
  });

  it('the document passes through React Router without its body or status text being read', async () => {
    const handler = createRequestHandler(build(() => DATA));
    bodyReads = 0;
    const res = await handler(new Request('http://portal.test/page'));
    expect(res).toBeInstanceOf(CountingResponse);
    expect(bodyReads).toBe(0);
    expect(await res.text()).toContain('streamController.close()');
  });

  it('every document render of one build gets the same map of its route modules', async () => {
    const handler = createRequestHandler(build(() => DATA));
    contexts.length = 0;
    await (await handler(new Request('http://portal.test/page'))).text();
    await (await handler(new Request('http://portal.test/page?again=1'))).text();
    expect(contexts).toHaveLength(2);
    const [first, second] = contexts;
    expect(second.routeModules).toBe(first.routeModules);
    expect(Object.keys(first.routeModules).sort()).toEqual(['other', 'page', 'root']);
    expect(first.routeModules.root?.default).toBe(Root);
    expect(first.routeModules.page?.default).toBe(Page);
  });

  it('a loader’s `url` is made only when the loader reads it, and it is the page’s address', async () => {
    // Each data function URL is made by setting the path of a copy of the request's URL.
    const setPath = vi.spyOn(URL.prototype, 'pathname', 'set');
    const pathSets = async (loader: (args: { url: URL }) => unknown) => {
      const handler = createRequestHandler(build(loader));
      setPath.mockClear();
      const html = await (await handler(new Request('http://portal.test/page?q=%D1%97&index=&_routes=x'))).text();
      return { sets: setPath.mock.calls.length, html };
    };
    try {
      const unread = await pathSets(() => 'без адреси');
      let seen: URL[] = [];
      const read = await pathSets((args) => {
        seen = [args.url, args.url];
        return { path: args.url.pathname, search: args.url.search };
      });
      // The root's loader reads nothing in both; the page's loader is the only difference.
      expect(read.sets - unread.sets).toBe(1);
      expect(seen[0]).toBe(seen[1]);
      const data = await decoded(handoffOf(read.html).text);
      expect(data.loaderData.page).toEqual({ path: '/page', search: '?q=%D1%97' });
    } finally {
      setPath.mockRestore();
    }
  });

  it('each page’s document names its own route modules, the same text for the same routes', async () => {
    const handler = createRequestHandler(build(() => DATA));
    const modulesScript = (html: string) => /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const page = async (path: string) => (await handler(new Request(`http://portal.test${path}`))).text();
    const first = await page('/page');
    const other = await page('/other/1');
    const again = await page('/page?again=1');
    const otherId = await page('/other/2');
    expect(modulesScript(first)).toContain('"page":route1');
    expect(modulesScript(first)).not.toContain('/other.js');
    expect(modulesScript(other)).toContain('"other":route1');
    expect(modulesScript(other)).not.toContain('/page.js');
    expect(modulesScript(again)).toBe(modulesScript(first));
    expect(modulesScript(otherId)).toBe(modulesScript(other));
    expect(preloads(first)).toEqual(['/manifest.js', '/entry.js', '/root.js', '/page.js']);
    expect(preloads(other)).toEqual(['/manifest.js', '/entry.js', '/root.js', '/other.js']);
  });

  it('every kind of value a loader returns comes back as it was, numbered as the library numbers it', async () => {
    const shared = { id: 7, title: 'спільне' };
    // An array with a hole at 1, a kind of value of its own.
    const holes = [1];
    holes[2] = 3;
    const bare = Object.assign(Object.create(null), { key: 'без прототипу' });
    const kinds = {
      yes: true,
      no: false,
      minusZero: -0,
      nan: Number.NaN,
      infinity: Number.POSITIVE_INFINITY,
      minusInfinity: Number.NEGATIVE_INFINITY,
      missing: undefined,
      large: 1e21,
      small: 5e-7,
      negative: -3.25,
      shared,
      again: shared,
      list: [shared, 'спільне', 1, 1, true, true, null],
      holes,
      bare,
      when: new Date('2026-01-01T00:00:00.000Z'),
      set: new Set([1, 'ї', shared]),
      map: new Map<unknown, unknown>([
        ['ключ', shared],
        [shared, 2],
      ]),
      pattern: /відпуст(ка|ки)/giu,
      count: 12n,
    };
    const handler = createRequestHandler(build(() => kinds));
    const { text } = handoffOf(await (await handler(new Request('http://portal.test/page'))).text());
    const page = (await decoded(text)).loaderData.page as typeof kinds;
    expect(page).toEqual(kinds);
    expect(Object.is(page.minusZero, -0)).toBe(true);
    expect(page.again).toBe(page.shared);
    expect(1 in page.holes).toBe(false);
    expect(Object.getPrototypeOf(page.bare)).toBe(null);
    // The line the unpatched library writes for the same data (ADR 064: the encoder is faster, its
    // output is the same): the values in the same order under the same numbers.
    expect(text).toBe(UNPATCHED_KINDS_LINE);
  });

  it('a client navigation’s `.data` answer is still a byte stream that decodes to the same data', async () => {
    const handler = createRequestHandler(build(() => DATA));
    const res = await handler(new Request('http://portal.test/page.data'));
    expect(res.status).toBe(200);
    const body = res.body as ReadableStream<Uint8Array>;
    const { value, done } = await decodeViaTurboStream(body, globalThis);
    await done;
    expect((value as Record<string, { data: unknown }>).page.data).toEqual(DATA);
  });
});
