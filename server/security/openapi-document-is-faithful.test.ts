import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsMessages, newsReactionIds } from '../../common/news';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Control: the OpenAPI document describes what the server really does — the cookie security
 * scheme on exactly the operations that answer a guest 401, error answers documented, request
 * bodies required, patterns without leaked JavaScript flags, and real answers valid against the
 * documented schema of their status.
 */
type Json = Record<string, unknown>;
interface Op {
  method: string;
  path: string;
  op: Json & { security?: unknown[]; responses: Record<string, Json>; requestBody?: Json };
}
let t: TestServer;
let doc: Json & { paths: Record<string, Record<string, Op['op']>>; components: { schemas: Record<string, Json> } };
let ops: Op[];
let cookie: string;

beforeAll(async () => {
  t = await startTestServer();
  cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
  doc = await (await t.request('/api/openapi.json')).json();
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => {
  await t?.stop();
});

const sample: Record<string, string> = {
  provider: 'google',
  type: 'news',
  campaign: 'webinar-1',
  uuid: '00000000-0000-4000-8000-000000000000',
};
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => sample[name] ?? '1');

/** Inlines `#/components/schemas/…` references so one schema converts on its own. */
function inline(schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() as string;
    return seen.includes(name) ? {} : inline(doc.components.schemas[name], [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, seen)]));
}

function checkAgainstDocument(op: Op, status: number, body: unknown): string | null {
  const documented = op.op.responses[String(status)];
  if (!documented) return `${op.method} ${op.path}: status ${status} not documented`;
  const schema = (documented.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
  if (!schema) return null;
  const parsed = z.fromJSONSchema(inline(schema) as never).safeParse(body);
  return parsed.success ? null : `${op.method} ${op.path} ${status}: ${parsed.error.message.slice(0, 300)}`;
}

describe('the OpenAPI document', () => {
  it('declares the cookie security scheme', () => {
    const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
    expect(Object.values(schemes)).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie' }));
  });

  it('puts security on exactly the operations that answer a guest 401', async () => {
    const wrong: string[] = [];
    for (const o of ops) {
      if (o.path.includes('callback') || o.path === '/clients/logout') continue;
      const r = await t.request(`/api${fill(o.path)}`, {
        method: o.method,
        ...(o.method === 'GET' ? {} : { json: {} }),
      });
      await r.arrayBuffer();
      if ((r.status === 401) !== Boolean(o.op.security?.length)) wrong.push(`${o.method} ${o.path} → ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('marks every request body required and documents the error answers of every operation', () => {
    for (const o of ops) {
      if (o.op.requestBody) expect(o.op.requestBody.required, `${o.method} ${o.path}`).toBe(true);
      const statuses = Object.keys(o.op.responses);
      if (o.op.requestBody) expect(statuses, `${o.method} ${o.path}`).toEqual(expect.arrayContaining(['415', '422']));
      if (o.op.security) expect(statuses, `${o.method} ${o.path}`).toContain('401');
      if (o.method !== 'GET') expect(statuses, `${o.method} ${o.path}`).toContain('403');
    }
  });

  it('lists the allowed reaction ids, and the server refuses an id outside the list', async () => {
    const body = doc.paths['/news/post/{id}/reaction']?.post?.requestBody as Json;
    const schema = inline((body.content as Record<string, { schema: Json }>)['application/json'].schema) as {
      properties: { reaction_id: { enum?: number[] } };
    };
    const listed = schema.properties.reaction_id.enum;
    expect(listed).toEqual(expect.arrayContaining([0, ...newsReactionIds]));
    expect(listed).toHaveLength(newsReactionIds.length + 1);
    const outside = Math.max(...newsReactionIds) + 1;
    const r = await t.request('/api/news/post/1/reaction', { method: 'POST', cookie, json: { reaction_id: outside } });
    expect(r.status).toBe(422);
    expect(JSON.stringify(await r.json())).toContain(newsMessages.reactionInvalid);
  });

  it('has no pattern with a leaked JavaScript flag, and each pattern compiles', () => {
    const patterns = [...JSON.stringify(doc).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(patterns.length).toBeGreaterThan(5);
    for (const p of patterns) {
      expect(p).not.toMatch(/\/[gimsuy]+$/);
      expect(() => new RegExp(p, 'u')).not.toThrow();
    }
  });

  it('real answers, guest and signed in, match the documented schema of their status', async () => {
    const problems: string[] = [];
    for (const o of ops) {
      if (o.path.includes('callback') || o.path.includes('/social/')) continue;
      for (const signedIn of [false, true]) {
        if (o.method !== 'GET' && signedIn) continue;
        const r = await t.request(`/api${fill(o.path)}`, {
          method: o.method,
          cookie: signedIn ? cookie : undefined,
          ...(o.method === 'GET' ? {} : { json: {} }),
        });
        if (!(r.headers.get('content-type') ?? '').includes('json')) {
          await r.arrayBuffer();
          continue;
        }
        const problem = checkAgainstDocument(o, r.status, await r.json());
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });
});
