import { and, eq, lte, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Access, PackageCode } from '../access/access';
import { records } from '../db/schema';

export const recordKindName = 'record';

/** Records anybody may see listed: published and dated no later than now. */
export const publicRecord = (): SQL => and(eq(records.status, 'published'), lte(records.date, sql`now()`)) as SQL;

/** Content of the request's theme (brief: every list filters by `<theme> = any(themes)`). */
export const inTheme = (theme: ThemeId | Placeholder): SQL => sql`${theme} = any(${records.themes})`;

export interface RecordAccessFlags {
  /** Open to every signed-in visitor, no package needed. */
  access: boolean;
  /** One of the visitor's packages opens it. */
  client_access: boolean;
  /** The visitor may play it. */
  hasAccess: boolean;
}

/** The access authority's answer for one record (server/access/access.ts decides). */
export function recordAccess(
  access: Access,
  r: { id: number; isFree: boolean; packages: string[] },
): RecordAccessFlags {
  const clientAccess = access.canOpen({
    kind: 'record',
    id: r.id,
    isFree: false,
    packages: r.packages as PackageCode[],
  });
  return {
    access: r.isFree,
    client_access: clientAccess,
    hasAccess: Boolean(access.user) && (r.isFree || clientAccess),
  };
}

/** A video plays when its record does, or when it is a preview and the visitor is signed in. */
export const videoHasAccess = (access: Access, record: RecordAccessFlags, video: { isFree: boolean }) =>
  record.hasAccess || (Boolean(access.user) && video.isFree);
