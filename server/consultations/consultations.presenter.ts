import { consultationService } from '../../common/consultation-services';
import { questionStatusNames, responsePromises } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { MessageAttachment } from '../db/schema';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import type { QuestionCardRow, QuestionRow } from './consultation-query';

export interface MessageView {
  id: number;
  kind: 'answer' | 'clarify' | 'reply';
  body: string;
  attachments: MessageAttachment[];
  created_at: string;
  /** Name of a consultant, or null for the client's own messages and the archive. */
  author_name: string | null;
}

export const questionPath = (q: { id: number; service: string }) => `/consultations/${q.service}/${q.id}`;

/** A question as the client and staff see it; `author` only for staff. */
export function presentQuestion(
  row: QuestionCardRow,
  opts: {
    theme: ThemeId;
    isStaff: boolean;
    unread?: boolean;
    messages?: MessageView[];
    attachments?: MessageAttachment[];
    author?: { id: number; name: string; email: string } | null;
    takenByName?: string | null;
    now?: Date;
  },
) {
  const service = row.service as ConsultationServiceSlug;
  const promise = responsePromises[opts.theme][service];
  const view: QuestionBase & QuestionExtras = {
    id: row.id,
    service,
    service_title: consultationService(service).title,
    url: questionPath(row),
    text: row.text,
    status: row.status,
    status_name: questionStatusNames[row.status],
    is_private: row.isPrivate,
    is_published: row.isPublished,
    rating: row.rating,
    taken_by: row.takenById ? { id: row.takenById, name: opts.takenByName ?? '' } : null,
    unread: opts.unread ?? false,
    created_at: row.createdAt.toISOString(),
    first_answered_at: row.firstAnsweredAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    response_promise: promise.label,
  };
  // Added in this order rather than spread into the literal: every view of a list shares one shape.
  if (opts.isStaff) {
    view.author = opts.author ?? null;
    view.promise_minutes = promise.minutes;
    view.due_at = new Date(row.createdAt.getTime() + promise.minutes * 60_000).toISOString();
  }
  if (opts.messages) view.messages = opts.messages;
  if (opts.attachments) view.attachments = opts.attachments;
  return view;
}

interface QuestionBase {
  id: number;
  service: ConsultationServiceSlug;
  service_title: string;
  url: string;
  text: string;
  status: QuestionCardRow['status'];
  status_name: string;
  is_private: boolean;
  is_published: boolean;
  rating: QuestionCardRow['rating'];
  taken_by: { id: number; name: string } | null;
  unread: boolean;
  created_at: string;
  first_answered_at: string | null;
  answered_at: string | null;
  response_promise: string;
}

/** Staff see the author and the promise's deadline; a question's page adds its messages and files. */
interface QuestionExtras {
  author?: { id: number; name: string; email: string } | null;
  promise_minutes?: number;
  due_at?: string;
  messages?: MessageView[];
  attachments?: MessageAttachment[];
}
export type QuestionView = ReturnType<typeof presentQuestion>;

/** An anonymised archive entry: the question and its answers, nobody's name. */
export function presentArchived(row: Pick<QuestionRow, 'id' | 'service' | 'text' | 'answeredAt'>, answer: string) {
  return {
    id: row.id,
    service: row.service,
    url: questionPath(row),
    text: row.text,
    answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}
