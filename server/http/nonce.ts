import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';

/** 128 bits, as the CSP nonce hono makes: base64 of 16 bytes. */
const NONCE_BYTES = 16;
/** Random bytes from the system's generator, 256 nonces at a time; each 16 bytes are used once. */
const pool = Buffer.allocUnsafe(NONCE_BYTES * 256);
let taken = pool.length;

/**
 * A fresh script nonce. Hono's own asks the generator for 16 bytes and turns them into base64 one
 * character at a time on every page; the pool asks once per 256 pages (as Node's `randomUUID` does)
 * and base64 is Node's own.
 */
export function newNonce(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

/**
 * The `script-src` source of a page's nonce, as hono's `NONCE` gives it: one nonce per response, kept
 * in `secureHeadersNonce` where the document's scripts take it.
 */
export function pageNonce(c: Context): string {
  let nonce: string | undefined = c.get('secureHeadersNonce');
  if (nonce == null) {
    nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return `'nonce-${nonce}'`;
}
