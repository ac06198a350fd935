import { describe, expect, it } from 'vitest';
import { varyOnEncoding } from './vary';

describe('Vary names Accept-Encoding on the response’s own headers (ADR 046)', () => {
  it('adds it to a compressible response in place, after what Vary already names', () => {
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    varyOnEncoding(json);
    expect(json.headers.get('Vary')).toBe('Accept-Encoding');
    const page = new Response('<p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie' } });
    varyOnEncoding(page);
    expect(page.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    // The body is untouched: still readable as sent.
    expect(page.bodyUsed).toBe(false);
  });

  it('leaves a Vary that already names it, a Vary of *, and what compression skips', () => {
    const named = new Response('{}', {
      headers: { 'Content-Type': 'application/json', Vary: 'accept-encoding, Cookie' },
    });
    varyOnEncoding(named);
    expect(named.headers.get('Vary')).toBe('accept-encoding, Cookie');
    const star = new Response('x', { headers: { 'Content-Type': 'text/plain', Vary: '*' } });
    varyOnEncoding(star);
    expect(star.headers.get('Vary')).toBe('*');
    const image = new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'image/png' } });
    varyOnEncoding(image);
    expect(image.headers.get('Vary')).toBeNull();
    const events = new Response('data: 1\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
    varyOnEncoding(events);
    expect(events.headers.get('Vary')).toBeNull();
  });
});
