/**
 * The bytes of a response whose whole body was made in memory (the rendered document), kept on the
 * response object itself: the page cache stores them without reading the body back through a
 * stream (ADR 059). A response rebuilt on its way (compression, a copy with other headers) is a new
 * object and carries none, so the reader falls back to reading the body.
 *
 * A registered symbol, not a module-level map: the document renderer and the server are separate
 * bundles, each with its own copy of this module.
 */
const BYTES = Symbol.for('fahivets.response-bytes');

type Tagged = Response & { [BYTES]?: Uint8Array<ArrayBuffer> };

/** Returns `response`, remembering that its body is exactly `bytes`. */
export function withBodyBytes(response: Response, bytes: Uint8Array<ArrayBuffer>): Response {
  (response as Tagged)[BYTES] = bytes;
  return response;
}

/**
 * The body of `response` when it was made by `withBodyBytes`; else undefined. For a response about to
 * be sent, whose body nobody has read (`bodyUsed` is not asked: on the server's lightweight responses
 * asking builds the full Response this avoids).
 */
export function bodyBytesOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Tagged)[BYTES];
}
