import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { withBodyBytes } from '../common/response-bytes';
import { InPageValues } from './lib/in-page';
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
    // Loaders have awaited all their data before rendering starts (no deferred parts), so the whole
    // document is rendered into one buffer and sent with its length: one write instead of a stream of
    // small chunks through two stream adapters (ADR 047), and the status is final when it is sent.
    const { pipe, abort } = renderToPipeableStream(
      <InPageValues.Provider value={loadContext.inPage ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InPageValues.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Uint8Array[] = [];
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          });
          sink.once('finish', () => {
            clearTimeout(timer);
            const html = withUnreadPrefix(Buffer.concat(chunks), unreadOf(routerContext)) as Uint8Array<ArrayBuffer>;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(withBodyBytes(new Response(html, { headers: responseHeaders, status: responseStatusCode }), html));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
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
export function withUnreadPrefix(html: Buffer, unread: number): Buffer {
  if (unread <= 0) return html;
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf('<title>');
  if (at < 0 || (headEnd >= 0 && at > headEnd)) return html;
  const cut = at + '<title>'.length;
  return Buffer.concat([html.subarray(0, cut), Buffer.from(`(${unread}) `), html.subarray(cut)]);
}
