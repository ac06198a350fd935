import { spawnSync } from 'node:child_process';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { rewriteObjectSpreads, SPREAD, SPREAD_ADD } from './object-spread';

const parseModule = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as never;
const rewrite = (code: string) => rewriteObjectSpreads(code, parseModule);

/** Runs `body` (which returns a value) as a function of `input`, as written and as rewritten. */
function both(body: string, input: unknown): [unknown, unknown] {
  const rewritten = rewrite(`function f(input) { ${body} }`);
  expect(rewritten, body).not.toBeNull();
  const run = (code: string) => new Function('input', `${code}; return f(input);`)(input);
  return [run(`function f(input) { ${body} }`), run((rewritten as { code: string }).code)];
}

/** Own keys in order with their descriptors: what a spread defines, compared exactly. */
const shape = (v: unknown) =>
  v && typeof v === 'object' ? Reflect.ownKeys(v).map((k) => [k, Object.getOwnPropertyDescriptor(v, k)]) : v;

describe('object literals that spread and then add, rewritten for the server bundle', () => {
  const symbol = Symbol('s');
  const withGetter = Object.defineProperty({ a: 1 }, 'b', { enumerable: true, get: () => 2 });
  const inputs: unknown[] = [
    { a: 1, b: 2 },
    { x: 1 },
    {},
    null,
    undefined,
    'ab',
    [7, 8],
    { [symbol]: 1, a: 1 },
    withGetter,
    Object.create({ inherited: 1 }, { own: { value: 1, enumerable: true }, hidden: { value: 2, enumerable: false } }),
    // Parsed JSON may carry an own `__proto__` key: a spread defines it, it must not set a prototype.
    JSON.parse('{"__proto__": {"isStaff": true}, "a": 1}'),
  ];
  const bodies = [
    'return { ...input, b: 3 };',
    'return { ...input, a: 3, b: 4 };',
    'return { ...input, c: 3, a: 4 };',
    'return { ...input, ...{ a: 5 } };',
    'return { ...input, ...input, z: 1 };',
    'return { ...input, ...null, ...undefined };',
    'return { k: 0, ...input, b: 3 };',
    'return { ...input, b: { ...input, c: 1 }, d: [ { ...input, e: 2 } ] };',
    'const k = "dyn"; return { ...input, [k]: 1, [Symbol.for("t")]: 2 };',
    'return { ...input, m() { return 1; }, b: 2 }.m ? { ...input, b: 2 } : null;',
    'return { ...input, ...{ [Symbol.for("u")]: 3 } };',
    'return { ...input, a: undefined };',
    'return { k: 1, ...input, ...input };',
    'return { ...input, ...input };',
  ];
  for (const body of bodies)
    it(`builds the same object: ${body}`, () => {
      for (const input of inputs) {
        const [written, rewritten] = both(body, input);
        expect(shape(rewritten)).toEqual(shape(written));
        if (rewritten && typeof rewritten === 'object')
          expect(Object.getPrototypeOf(rewritten)).toBe(Object.getPrototypeOf(written));
      }
    });

  it('leaves what is already fast or would change meaning as written', () => {
    expect(rewrite('const a = { ...b };')).toBeNull();
    expect(rewrite('const a = { x: 1, y: 2 };')).toBeNull();
    expect(rewrite('const a = { ...b, get c() { return 1; } };')).toBeNull();
    expect(rewrite('const a = { ...b, __proto__: null };')).toBeNull();
    expect(rewrite('const a = { ...b, "__proto__": null };')).toBeNull();
  });

  it('adds its helpers once to a file that uses them, and none to a file without such literals', () => {
    const out = rewrite('export const f = (p) => ({ ...p, a: 1 }); export const g = (p) => ({ x: 1, ...p });');
    expect(out?.code.split(`function ${SPREAD_ADD}(`)).toHaveLength(2);
    expect(out?.code.split(`function ${SPREAD}(`)).toHaveLength(2);
    expect(rewrite('export const f = (p) => ({ ...p }); export const g = { a: 1 };')).toBeNull();
  });

  it('keeps the source map: a name after the rewritten literal points where it was', () => {
    const code = 'const a = { ...b, c: 1 };\nconst marker = 2;\n';
    const out = rewrite(code);
    const lines = out?.code.split('\n') ?? [];
    const line = lines.findIndex((l) => l.includes('marker'));
    const pos = originalPositionFor(new TraceMap(out?.map as never), {
      line: line + 1,
      column: lines[line].indexOf('marker'),
    });
    expect([pos.line, pos.column]).toEqual([2, 6]);
  });

  it('gives every object of a rewritten literal the same map once warm (Node 20 made one per object)', () => {
    const check = `
      const src = { a: 1, b: 2, c: 3, d: 4 };
      for (let i = 0; i < 5000; i++) make(src);
      process.stdout.write(String(%HaveSameMap(make(src), make(src))));`;
    const run = (make: string) =>
      spawnSync(process.execPath, ['--allow-natives-syntax', '-e', `${make}\n${check}`], { encoding: 'utf8' }).stdout;
    const adding = rewrite('const make = (p) => ({ ...p, e: 5, f: 6 });')?.code as string;
    expect(adding).toContain(SPREAD_ADD);
    expect(run(adding)).toBe('true');
    const overriding = rewrite('const make = (p) => ({ ...p, a: 5 });')?.code as string;
    expect(run(overriding)).toBe('true');
  });
});

describe("esbuild's keepNames helper in bundled libraries", () => {
  it('passes functions through instead of redefining their name', () => {
    const code = [
      'var __defProp$e = Object.defineProperty;',
      'var __name$e = (target, value) => __defProp$e(target, "name", { value, configurable: true });',
      'function compose(a) { return __name$e(function handleEvent(e) { return a(e); }, "handleEvent"); }',
    ].join('\n');
    const call = '\nreturn compose((e) => e + 1);';
    const out = rewrite(code);
    expect(out?.code).toContain('var __name$e = (target) => target;');
    const written = new Function(code + call)();
    const rewritten = new Function((out?.code as string) + call)();
    expect([rewritten.name, rewritten(1)]).toEqual([written.name, written(1)]);
    expect(Object.getOwnPropertyDescriptor(rewritten, 'name')).toEqual(
      Object.getOwnPropertyDescriptor(written, 'name'),
    );
  });
});
