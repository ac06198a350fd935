import type { ConsultationServiceSlug } from '../../common/consultation-services';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { loadAccess } from '../access/access';
import type { AppDeps } from '../http/types';
import { listCannedReplies } from './canned-replies';
import { listLecturers, serviceIntro } from './consultation-landings';
import { getQuestion } from './get-question';
import { getArchived, listArchive } from './list-archive';
import { listMyQuestions } from './list-my-questions';
import { responseTimeStats } from './response-time-stats';
import { searchQueue, type QueueFilters } from './search-queue';
import { countUnread } from './unread';

/** What the consultation pages' loaders call in-process: the API's own operations. */
export function consultationsServices(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    access: async (user: SessionUser | null, service: ConsultationServiceSlug) =>
      (await loadAccess({ db, user })).canUseConsultation(service),
    archive: (theme: ThemeId, service: ConsultationServiceSlug, page?: number) =>
      listArchive({ db, theme, service, page }),
    archived: (theme: ThemeId, service: ConsultationServiceSlug, id: number) => getArchived({ db, theme, service, id }),
    mine: (user: SessionUser, theme: ThemeId, page?: number) => listMyQuestions({ db, user, theme, page }),
    question: (user: SessionUser, theme: ThemeId, id: number) => getQuestion({ db, user, theme, id, markAsRead: true }),
    unread: (user: SessionUser | null) => countUnread({ db, user }),
    queue: (user: SessionUser, theme: ThemeId, filters: QueueFilters) => searchQueue({ db, user, theme, filters }),
    canned: (user: SessionUser, theme: ThemeId) => listCannedReplies({ db, user, theme }),
    stats: (user: SessionUser, theme: ThemeId) => responseTimeStats({ db, user, theme }),
    lecturers: (theme: ThemeId) => listLecturers(db, theme),
    intro: (theme: ThemeId, service: ConsultationServiceSlug) => serviceIntro(db, theme, service),
  };
}
