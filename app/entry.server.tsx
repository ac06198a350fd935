import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { serverIslandsReady } from './lib/server-islands';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await serverIslandsReady();
  const nonce = loadContext.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and no-JS readers get the whole document at once; people get streaming.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const unread = unreadOf(routerContext);
          const stream = createReadableStreamFromReadable(unread > 0 ? body.pipe(titlePrefix(unread)) : body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The client's unread consultations, from the root loader (`client.questions`). */
function unreadOf(context: EntryContext): number {
  const root = context.staticHandlerContext.loaderData?.root as { unread?: unknown } | undefined;
  return typeof root?.unread === 'number' && root.unread > 0 ? Math.floor(root.unread) : 0;
}

/**
 * The '(N) ' prefix of the document title (spec part 2 §9) in the HTML itself, so a reload or a
 * background tab shows it before any script runs. The browser takes it off before hydrating
 * (entry.client.tsx) and the unread component puts it back, so both renders agree.
 */
function titlePrefix(unread: number): Transform {
  const chunks: Buffer[] = [];
  let isDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isDone) return callback(null, chunk);
      chunks.push(chunk);
      // Byte-wise: the markers are ASCII, so a character split between chunks stays intact.
      const head = Buffer.concat(chunks);
      const at = head.indexOf('<title>');
      if (at < 0 && head.indexOf('</head>') < 0) return callback();
      isDone = true;
      chunks.length = 0;
      if (at < 0) return callback(null, head);
      const cut = at + '<title>'.length;
      callback(null, Buffer.concat([head.subarray(0, cut), Buffer.from(`(${unread}) `), head.subarray(cut)]));
    },
    flush(callback) {
      callback(null, chunks.length ? Buffer.concat(chunks) : undefined);
    },
  });
}
