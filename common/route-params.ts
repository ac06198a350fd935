/** Route parameter rules of spec part 1 §2 and §5. Shared by the router, loaders and tests. */
export const paramRules = {
  numeric: /^\d+$/,
  /** News post: digits, a hyphen, then text. */
  newsPost: /^\d+-.+$/,
  /** Lowercase hex UUID in 8-4-4-4-12 form. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  /** Document page alias: leading digits are the id. */
  documentAlias: /^\d+(-.*)?$/,
  slug: /^[a-z0-9][a-z0-9_-]*$/i,
} as const;

export type ParamRule = keyof typeof paramRules;

export function matchesRule(rule: ParamRule, value: string | undefined): boolean {
  return value !== undefined && paramRules[rule].test(value);
}

/** Largest value of a PostgreSQL `integer`/`serial` column: ids beyond it name nothing. */
export const MAX_DB_ID = 2_147_483_647;

/** Leading number of an alias such as "123-some-title" → 123, or null (also when beyond any id). */
export function leadingId(alias: string): number | null {
  const m = /^(\d+)/.exec(alias);
  if (!m) return null;
  const n = Number(m[1]);
  return n <= MAX_DB_ID ? n : null;
}

/** Breadcrumb text from an alias with its leading number removed: "12-pro-vidpustky" → "pro vidpustky". */
export function aliasWithoutNumber(alias: string): string {
  return alias.replace(/^\d+-?/, '').replace(/-/g, ' ');
}
