import type { SessionUser } from '../accounts/sessions';
import type { ThemeId } from '../../common/themes';
import { loadAccess, type PackageCode, type ProtectedItem } from '../access/access';
import { countView } from '../engagement/count-view';
import type { AppDeps } from '../http/types';
import { listRecordsMenu } from './count-records';
import { listContinueWatching } from './list-continue-watching';
import type { ListRecordsOptions } from './list-records';
import { listRecordsPage } from './list-records-page';
import { listRecordWidgets } from './list-widgets';
import { readRecord } from './read-record';
import { listStaffRecords, readStaffRecord } from './staff-records';
import { asc } from 'drizzle-orm';
import { topics } from '../db/schema';
import { recordKind } from './records-kind';
import { presentRecord } from './records.presenter';

type ListOpts = Omit<ListRecordsOptions, 'db' | 'access'> & { user: SessionUser | null };

/**
 * What pages call in-process (`context.services.records`): the API's own operations. Other
 * capabilities (the home page's blocks, handbooks) may call `widgets`, `continueWatching` and `list`.
 */
export function recordsServices(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const access = (user: SessionUser | null) => loadAccess({ db, user });
  return {
    list: async ({ user, ...opts }: ListOpts) => listRecordsPage({ db, access: await access(user), ...opts }),
    /**
     * The record page: the record presented for this visitor (the view is counted) and the record as
     * its comment thread's access check sees it (it was just read as visible), so the block does not
     * read it again.
     */
    open: async (opts: {
      user: SessionUser | null;
      theme: ThemeId;
      id: number;
      videoId: number | null;
      visitor: string | null;
    }) => {
      const a = await access(opts.user);
      const read = await readRecord({ db, access: a, theme: opts.theme, id: opts.id, videoId: opts.videoId });
      await countView({
        db,
        kind: recordKind,
        id: opts.id,
        userId: opts.user?.id ?? null,
        visitor: opts.user ? null : opts.visitor,
      });
      const item: ProtectedItem = {
        kind: 'record',
        id: read.record.id,
        isFree: read.record.isFree,
        packages: read.record.packages as PackageCode[],
      };
      return { record: presentRecord(read, a), item };
    },
    widgets: async (opts: { user: SessionUser | null; theme: ThemeId; limit?: number; marks?: boolean }) =>
      listRecordWidgets({
        db,
        access: await access(opts.user),
        theme: opts.theme,
        limit: opts.limit,
        marks: opts.marks,
      }),
    continueWatching: (opts: { user: SessionUser; theme: ThemeId; limit?: number }) =>
      listContinueWatching({ db, userId: opts.user.id, theme: opts.theme, limit: opts.limit }),
    menu: (theme: ThemeId) => listRecordsMenu({ db, theme }),
    /** The staff screen (callers check the records_editor option first). */
    staff: {
      list: () => listStaffRecords({ db }),
      record: (id: number) => readStaffRecord({ db, id }),
      topics: () =>
        db
          .select({ alias: topics.alias, title: topics.title })
          .from(topics)
          .orderBy(asc(topics.position), asc(topics.id)),
    },
  };
}
export type RecordsServices = ReturnType<typeof recordsServices>;
