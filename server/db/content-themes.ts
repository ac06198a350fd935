import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text } from 'drizzle-orm/pg-core';
import type { ThemeId } from '../../common/themes';

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
