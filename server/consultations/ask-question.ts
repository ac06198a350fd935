import { consultationService } from '../../common/consultation-services';
import { noAccessText } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { loadAccess } from '../access/access';
import type { Db } from '../db/client';
import { consultationQuestions } from '../db/schema';
import { AppError } from '../http/errors';
import type { EventBus } from '../realtime/bus';
import { claimAttachments } from '../uploads/claim-attachments';
import { ATTACHMENT_SCOPE } from './consultation-attachments';
import { publishQuestionEvent } from './consultation-events';
import { isServiceSlug, serviceThemes, themeServices } from './consultation-query';

/**
 * A subscriber asks a service a question. The access authority decides on the server; without the
 * service the answer is 403 with the no-access text of the theme and route.
 */
export async function askQuestion(opts: {
  db: Db;
  bus: EventBus;
  user: SessionUser;
  theme: ThemeId;
  service: string;
  text: string;
  isPrivate?: boolean;
  /** Ids of the author's uploads to the service (up to 5, the comment rules). */
  attachments?: number[];
}) {
  const { db, user, theme, service } = opts;
  if (!isServiceSlug(service) || !themeServices(theme).includes(service))
    throw new AppError('not_found', { message: 'Такої консультації немає' });
  const access = await loadAccess({ db, user });
  if (!access.canUseConsultation(service))
    throw new AppError('no_subscription_access', { message: noAccessText(theme, service) });
  const row = await db.transaction(async (tx) => {
    const [q] = await tx
      .insert(consultationQuestions)
      .values({
        service,
        themes: serviceThemes(service),
        authorId: user.id,
        text: opts.text,
        isPrivate: opts.isPrivate ?? true,
      })
      .returning();
    await claimAttachments({
      tx,
      scope: ATTACHMENT_SCOPE,
      threadId: consultationService(service).record,
      ownerId: q.id,
      ids: opts.attachments ?? [],
      userId: user.id,
      visitor: null,
    });
    return q;
  });
  publishQuestionEvent(opts.bus, 'status_changed', {
    id: row.id,
    service: consultationService(service).slug,
    status: row.status,
    authorId: user.id,
  });
  return row;
}
