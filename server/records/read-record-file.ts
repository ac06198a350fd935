import { and, eq } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { recordFiles, records } from '../db/schema';
import { AppError } from '../http/errors';
import { inTheme, publicRecord, recordAccess } from './records-query';

/** A file attached to a record, only for a visitor the record opens for. */
export async function readRecordFile(opts: {
  db: Db;
  access: Access;
  theme: ThemeId;
  recordId: number;
  fileId: number;
}) {
  const [row] = await opts.db
    .select({ file: recordFiles, id: records.id, isFree: records.isFree, packages: records.packages })
    .from(recordFiles)
    .innerJoin(records, eq(records.id, recordFiles.recordId))
    .where(and(eq(recordFiles.id, opts.fileId), eq(records.id, opts.recordId), publicRecord(), inTheme(opts.theme)));
  if (!row) throw new AppError('not_found');
  if (!opts.access.user) throw new AppError('unauthenticated');
  if (!recordAccess(opts.access, row).hasAccess) throw new AppError('no_subscription_access');
  return row.file;
}
