/**
 * Object literals that spread and then add (`{ ...props, className }`, `{ ...a, ...b }`) rewritten as
 * calls that assign onto a fresh literal (`Object.assign` semantics, with the literal's own handling of
 * a `__proto__` key) in the server's bundle (ADR 065).
 *
 * Node 20's V8 gives every object made by such a literal a map of its own once the literal's site has
 * seen a few objects: the copy's map sits outside the transition tree, so each added property makes a
 * fresh map (~1 µs each) and every later property access on the object misses the inline caches. JSX
 * writes this shape for every `<X {...props} more={…} />`; a rendered page made ~110 such maps.
 * `Object.assign` onto a fresh literal follows the shared transitions: same result, 4–17× faster for
 * the sizes props have, and never slower than the literal it replaces beyond a few dozen properties.
 *
 * Also esbuild's `keepNames` helper in bundled libraries, which makes every closure it names a
 * dictionary-mode object (see below).
 *
 * Left as they are: a lone spread (`{ ...a }`, already fast), literals with `__proto__`, getters or
 * setters (Object.assign would call or set them instead of defining them). One difference remains:
 * `Object.assign` evaluates every part before copying, the literal copies each spread as it goes —
 * it differs only when a later part's expression changes an earlier spread's object.
 */
import MagicString from 'magic-string';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Property extends Node {
  kind?: string;
  computed?: boolean;
  key?: Node & { name?: string; value?: unknown };
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
}

function* objectLiterals(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (node.type === 'ObjectExpression') yield node;
    for (const key in node) {
      const v = node[key];
      if (Array.isArray(v)) {
        for (const item of v) if (isNode(item)) stack.push(item);
      } else if (isNode(v) && key !== 'loc') stack.push(v);
    }
  }
}

const isProto = (p: Property) => !p.computed && (p.key?.name === '__proto__' || p.key?.value === '__proto__');

/** Only literals that spread and then have anything after it, and whose parts copy alike either way. */
function rewritable(props: Property[]): boolean {
  const first = props.findIndex((p) => p.type === 'SpreadElement');
  if (first < 0 || first === props.length - 1) return false;
  return props.every((p) => p.type === 'SpreadElement' || (p.kind === 'init' && !isProto(p)));
}

/**
 * The helpers the rewritten literals call, added once to each file that has any. `__objectSpread`
 * is `Object.assign` except for a source with an own `__proto__` key (parsed JSON can have one):
 * `Object.assign` would set the target's prototype from it, the literal defines a property of that
 * name, and so does the helper. `__objectSpreadAdd` copies its first object as the literal did when
 * the rest only sets keys that object already has (no new property, no new map).
 */
export const SPREAD = '__objectSpread';
export const SPREAD_ADD = '__objectSpreadAdd';
const helpersSource = `function ${SPREAD}(target) {
  for (let i = 1; i < arguments.length; i++) {
    const source = arguments[i];
    if (source != null && Object.prototype.hasOwnProperty.call(source, "__proto__")) {
      for (const k of Reflect.ownKeys(source))
        if (Object.prototype.propertyIsEnumerable.call(source, k))
          Object.defineProperty(target, k, { value: source[k], writable: true, enumerable: true, configurable: true });
    } else Object.assign(target, source);
  }
  return target;
}
function ${SPREAD_ADD}(a, b) {
  if (b == null) return { ...a };
  if (a !== null && typeof a === "object" && typeof b === "object") {
    let known = true;
    for (const k in b)
      if (k === "__proto__" || !Object.prototype.hasOwnProperty.call(a, k)) { known = false; break; }
    if (known && Object.getOwnPropertySymbols(b).length === 0) {
      const o = { ...a };
      for (const k in b) if (Object.prototype.hasOwnProperty.call(b, k)) o[k] = b[k];
      return o;
    }
  }
  return ${SPREAD}({}, a, b);
}
`;

const KEEP_NAMES = /\(target, value\) => __defProp[\w$]*\(target, "name", \{ value, configurable: true \}\)/g;

/** A part of a literal: a spread's argument, or a run of plain properties. */
type Part = { spread: Node } | { props: Property[] };

/** The replacement as it is written: text of its own, and the source spans it keeps (in source order). */
type Piece = string | Node;

const piecesOf = (part: Part): Piece[] =>
  'spread' in part ? [part.spread] : ['{ ', ...part.props.flatMap((p, i) => (i ? [', ', p] : [p])), ' }'];
const listed = (parts: Part[]): Piece[] => parts.flatMap((p, i) => (i ? [', ', ...piecesOf(p)] : piecesOf(p)));

/**
 * The call that builds what the literal did. Starting with plain properties: `__objectSpread` (an
 * `Object.assign`) onto a literal of them. Starting with a spread: `__objectSpreadAdd`, which copies
 * the spread object as the literal did when the rest only sets keys it already has (a row with a value
 * replaced: no new property, no new map), and assigns onto a fresh literal when the rest adds keys.
 */
function replacement(parts: Part[]): Piece[] {
  if (!('spread' in parts[0])) return [`${SPREAD}(`, ...listed(parts), ')'];
  const rest = parts.slice(1);
  const restPieces =
    rest.length === 1
      ? piecesOf(rest[0])
      : [`${SPREAD}(`, ...('spread' in rest[0] ? ['{}, '] : []), ...listed(rest), ')'];
  return [`${SPREAD_ADD}(`, ...piecesOf(parts[0]), ', ', ...restPieces, ')'];
}

/**
 * The rewritten code and its source map, or null when nothing matched. `parse` is the bundler's own
 * parser (ESTree with offsets).
 */
export function rewriteObjectSpreads(
  code: string,
  parse: (code: string) => Node,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const ast = parse(code);
  const s = new MagicString(code);
  let changed = false;
  let usesHelpers = false;
  for (const obj of objectLiterals(ast)) {
    const props = obj.properties as Property[];
    if (!rewritable(props)) continue;
    const parts: Part[] = [];
    for (const p of props) {
      const last = parts[parts.length - 1];
      if (p.type === 'SpreadElement') parts.push({ spread: p.argument as Node });
      else if (last && 'props' in last) last.props.push(p);
      else parts.push({ props: [p] });
    }
    // Only the text between the kept spans is replaced; their own source stays where it is, so the
    // edits of literals nested in them survive.
    let cursor = obj.start;
    let prefix = '';
    for (const piece of replacement(parts)) {
      if (typeof piece === 'string') {
        prefix += piece;
        continue;
      }
      if (piece.start < cursor) throw new Error('object-spread: parts out of order');
      if (piece.start > cursor) {
        if (prefix) s.overwrite(cursor, piece.start, prefix);
        else s.remove(cursor, piece.start);
      } else if (prefix) s.appendLeft(piece.start, prefix);
      prefix = '';
      cursor = piece.end;
    }
    if (cursor < obj.end) s.overwrite(cursor, obj.end, prefix);
    else s.appendLeft(obj.end, prefix);
    changed = true;
    usesHelpers = true;
  }
  // esbuild's `keepNames` helper, as bundled libraries ship it (Radix): it redefines `name` on every
  // closure it wraps (`composeEventHandlers` makes one per render), which turns each one into a
  // dictionary-mode object of its own. The wrapped functions are named function expressions, whose
  // `name` is already that; the helper passes them through.
  for (const m of code.matchAll(KEEP_NAMES)) {
    s.overwrite(m.index, m.index + m[0].length, '(target) => target');
    changed = true;
  }
  if (!changed) return null;
  if (usesHelpers) s.prepend(helpersSource);
  return { code: s.toString(), map: s.generateMap({ hires: true }) };
}
