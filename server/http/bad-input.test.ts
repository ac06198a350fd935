import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Whatever arrives — random path parameters, query strings, JSON of any shape, broken JSON, form
 * data — no API route answers 500. Every operation of the OpenAPI document, as a guest and signed in.
 */
let t: TestServer;
let operations: { method: string; path: string; params: string[] }[];
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await sessionCookieFor(t.database.db, 'editor@fahivets.ua');
  const doc = await (await t.request('/api/openapi.json')).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({
      method: method.toUpperCase(),
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    })),
  );
  // Plain routes outside the document.
  operations.push({ method: 'POST', path: '/clients/profile', params: [] });
});
afterAll(async () => {
  await t?.stop();
});

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '99999999999999999999', '1e9', '%00', '..', 'null', '12-x'),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ type: 'application/json', text: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', text: `{${s}` })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 60 }))
    .map((d) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(d).toString() })),
  fc
    .record({
      email: fc.string({ maxLength: 300 }),
      password: fc.oneof(fc.string(), fc.integer()),
      page: fc.oneof(fc.integer(), fc.string()),
      favorite: fc.oneof(fc.integer(), fc.string(), fc.boolean()),
    })
    .map((r) => ({ type: 'application/json', text: JSON.stringify(r) })),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'q',
    'limit',
    'order',
    'direction',
    'ids',
    'url',
    'email',
    'keys[]',
    'paid',
    'type',
    'filters',
    'with-order',
    'campaigns[]',
  ),
  fc.string({ maxLength: 50 }),
  { maxKeys: 4 },
);

describe('bad input on every API route', () => {
  it('never yields a 5xx, as a guest or signed in', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const op of operations) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: op.params.length, maxLength: op.params.length }),
            query,
            body,
            fc.boolean(),
            async (values, q, b, signedIn) => {
              let path = op.path;
              op.params.forEach((p, i) => {
                path = path.replace(`{${p}}`, encodeURIComponent(values[i]) || 'x');
              });
              const qs = new URLSearchParams(q).toString();
              const r = await t.request(`/api${path}${qs ? `?${qs}` : ''}`, {
                method: op.method,
                headers: op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': b.type },
                body: op.method === 'GET' || op.method === 'DELETE' ? undefined : b.text,
                cookie: signedIn ? cookie : undefined,
              });
              await r.arrayBuffer();
              if (r.status >= 500) failures.push(`${op.method} /api${path}?${qs} ${b.text.slice(0, 80)} → ${r.status}`);
              return r.status < 500;
            },
          ),
          { numRuns: 25, seed: 20261122 },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
