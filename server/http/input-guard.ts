import type { MiddlewareHandler } from 'hono';
import { msg } from '../../common/messages';
import { validationError } from './errors';
import { isSessionOperation } from './openapi';
import type { AppEnv } from './types';

/**
 * Characters PostgreSQL `text` cannot hold (NUL) or that are not text at all (a lone UTF-16
 * surrogate): refused wherever they appear in a string of the input.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(s: string): boolean {
  return UNSTORABLE.test(s);
}

/** The first string in a JSON value with an unstorable character, as a field path. */
function findUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasUnstorableText(k)) return path || 'body';
      const found = findUnstorable(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

const isJson = (type: string) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);

/**
 * The one place every API input passes before validation (the body only once the session check
 * of an operation that needs one would pass):
 * - path, query and JSON body strings with NUL or lone surrogates → 422 with the field's message;
 * - an absent or empty body is `{}`, whatever the Content-Type says, so the schema answers with
 *   field messages (a non-empty body of another type is left to the route: 415);
 * - an unparseable JSON body → 422.
 */
export function inputGuard(opts: { body: boolean } = { body: true }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // NUL and lone surrogates reach a path or a query only percent-encoded: the HTTP parser refuses a
    // raw control character in the request line, and a URL parsed from a string encodes both. An
    // address without `%` has nothing to decode, so nothing to look for.
    if (c.req.url.includes('%')) {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path);
      } catch {
        path = c.req.path;
      }
      if (hasUnstorableText(path)) throw validationError({ path: [msg.invalidCharacters] });
      for (const [key, values] of Object.entries(c.req.queries())) {
        if (hasUnstorableText(key) || values.some(hasUnstorableText))
          throw validationError({ [hasUnstorableText(key) ? 'query' : key]: [msg.invalidCharacters] });
      }
    }
    if (!opts.body || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A guest on an operation that needs the session gets its 401 whatever the body: the body of a
    // request that will be refused is not read.
    if (!c.get('user') && isSessionOperation(c)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!type || isJson(type)) {
      const text = await c.req.text();
      if (!text.trim()) {
        // Without a Content-Type the validators already read an empty body as `{}`; with a JSON
        // one they parse it, so it is made the empty object it stands for.
        if (type) (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve('{}');
      } else if (isJson(type)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw validationError({ body: [msg.invalidJson] });
        }
        const field = findUnstorable(body, '');
        if (field) throw validationError({ [field]: [msg.invalidCharacters] });
      }
    }
    return next();
  };
}
