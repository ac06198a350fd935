import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { newNonce, pageNonce } from './nonce';
import type { AppEnv } from './types';

describe('script nonces', () => {
  it('are 128 bits of base64, never the same twice, across refills of the pool', () => {
    const seen = new Set<string>();
    // Several pools' worth: each refill draws new random bytes.
    for (let i = 0; i < 256 * 5; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(256 * 5);
  });

  it('a page gets one nonce in its policy and in its context, another page another', async () => {
    const app = new Hono<AppEnv>();
    app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", pageNonce] } }));
    app.get('/', (c) => c.text(c.get('secureHeadersNonce') ?? ''));
    const nonceOf = async () => {
      const res = await app.request('/');
      const policy = res.headers.get('content-security-policy') ?? '';
      const fromPolicy = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(fromPolicy).toBe(await res.text());
      return fromPolicy;
    };
    const first = await nonceOf();
    const second = await nonceOf();
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });
});
