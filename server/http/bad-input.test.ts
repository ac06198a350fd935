import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Whatever arrives — random path parameters, query strings, JSON of any shape, broken JSON, form
 * data — no API route answers 500. Every operation of the OpenAPI document, as a guest and signed in.
 */
let t: TestServer;
interface Operation {
  method: string;
  path: string;
  params: string[];
  /** Property names of the JSON request body and of the query, from the document. */
  fields: string[];
  query: string[];
}
let operations: Operation[];
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await sessionCookieFor(t.database.db, 'editor@fahivets.ua');
  const doc = await (await t.request('/api/openapi.json')).json();
  const resolve = (schema: Record<string, unknown> | undefined): Record<string, unknown> => {
    const ref = schema?.$ref;
    return typeof ref === 'string' ? doc.components.schemas[ref.split('/').pop() as string] : (schema ?? {});
  };
  operations = Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      fields: Object.keys(
        (resolve(op.requestBody?.content?.['application/json']?.schema).properties as object | undefined) ?? {},
      ),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
  // Plain routes outside the document.
  operations.push({
    method: 'POST',
    path: '/clients/profile',
    params: [],
    fields: ['name', 'phone', 'nickname'],
    query: [],
  });
  operations.push({ method: 'POST', path: '/clients/campaign', params: [], fields: ['email'], query: [] });
});
afterAll(async () => {
  await t?.stop();
});

/** Percent-encoding that also sends lone surrogates (as the bytes a careless client would). */
const enc = (s: string) =>
  s
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  parameters?: { in: string; name: string }[];
}

/** Values no column can hold: beyond `integer`, NUL, lone surrogates, very long text. */
const hostileText = fc.constantFrom(
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
  '2147483648-post',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'x'.repeat(5000),
  '1'.repeat(400),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.constantFrom(2147483648, -2147483649, 1e21, Number.MAX_SAFE_INTEGER, 1.5, -0.5),
  fc.constantFrom(null, true, [], {}, ['\u0000']),
);
const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '99999999999999999999', '1e9', '%00', '..', 'null', '12-x'),
  hostileText,
);
const bodyFor = (op: Operation) =>
  fc.oneof(
    body,
    fc.constantFrom(
      { type: '', text: '' },
      { type: 'application/json', text: '' },
      { type: 'application/json', text: '   ' },
      { type: 'text/plain', text: 'hello' },
      { type: '', text: '{"email":"a@b.ua"}' },
      { type: 'application/json', text: 'not json' },
      { type: 'application/json', text: '{"a":"\\u0000"}' },
    ),
    // Every string field of the operation's schema, each with a hostile value.
    fc
      .record(Object.fromEntries([...op.fields, 'email'].map((f) => [f, hostileValue])), { requiredKeys: [] })
      .map((r) => ({ type: 'application/json', text: JSON.stringify(r) })),
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
    // Four operations at a time: a request waits on its database (PostgreSQL over the network), so
    // lanes overlap those waits; each operation's own runs stay in order with the fixed seed.
    const queue = [...operations];
    const checkOperation = (op: (typeof operations)[number]) =>
      fc
        .assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: op.params.length, maxLength: op.params.length }),
            fc.oneof(
              query,
              fc.dictionary(fc.constantFrom(...op.query, 'q', 'page', 'email'), hostileText, { maxKeys: 3 }),
            ),
            bodyFor(op),
            fc.boolean(),
            async (values, q, b, signedIn) => {
              let path = op.path;
              op.params.forEach((p, i) => {
                path = path.replace(`{${p}}`, enc(values[i]) || 'x');
              });
              const qs = Object.entries(q)
                .map(([k, v]) => `${enc(k)}=${enc(v)}`)
                .join('&');
              const r = await t.request(`/api${path}${qs ? `?${qs}` : ''}`, {
                method: op.method,
                headers: op.method === 'GET' || op.method === 'DELETE' || !b.type ? {} : { 'content-type': b.type },
                body: op.method === 'GET' || op.method === 'DELETE' ? undefined : b.text,
                cookie: signedIn ? cookie : undefined,
              });
              await r.arrayBuffer();
              if (r.status >= 500) failures.push(`${op.method} /api${path}?${qs} ${b.text.slice(0, 80)} → ${r.status}`);
              return r.status < 500;
            },
          ),
          { numRuns: 40, seed: 20261123 },
        )
        .catch(() => {});
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) await checkOperation(op);
      }),
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
