import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text } from 'drizzle-orm/pg-core';
import { type ThemeId, themeIds } from '../../common/themes';

/**
 * The themes a content row belongs to (ADR 021): `themes text[] not null default '{hr,accounting}'`.
 * Spread into a content table: `pgTable('videos', { id: serial('id'), …themesColumn() })`.
 */
export function themesColumn() {
  return {
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'::text[]`).$type<ThemeId[]>(),
  };
}

/** Rows of the request's theme: `<theme> = any(themes)`. */
export function inTheme(column: AnyPgColumn, theme: ThemeId | Placeholder): SQL {
  return sql`${theme} = any(${column})`;
}

/**
 * Rows of one theme with the theme written into the statement as `themes @> '{hr}'`, not passed as a
 * value: a partial index whose condition names the theme (news list, migration 0033) serves only a
 * statement that names it too. The form differs from `inTheme`'s on purpose: a statement planned with
 * its values (a search) never proves this condition, so such indexes are left to the statements written
 * for them. Only a known theme id is written.
 */
export function inThemeNamed(column: AnyPgColumn, theme: ThemeId): SQL {
  if (!themeIds.includes(theme)) throw new Error(`unknown theme ${String(theme)}`);
  return sql`${column} @> ${sql.raw(`'{${theme}}'::text[]`)}`;
}
