import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Adds Accept-Encoding to a compressible response's Vary in place (the headers of a response made here are mutable). */
export function varyOnEncoding(res: Response): void {
  const type = res.headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  const vary = res.headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  try {
    res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  } catch {
    // Immutable headers (a response passed through from fetch): compression adds it its own way.
  }
}
