import { and, eq, gt } from 'drizzle-orm';
import type { ErrorReportInput } from '../../common/error-report';
import { limits } from '../../common/limits';
import { msg } from '../../common/messages';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { comments } from '../db/schema';
import { AppError } from '../http/errors';
import type { AppDeps } from '../http/types';
import type { CommentView } from './comment.presenter';
import { sanitizeComment } from './comment-html';
import { postComment } from './post-comment';
import { findThread } from './thread-access';

/** A report repeated within this time is the same report (answered 'Ви вже зареєстровані'). */
const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * 'Повідомити про помилку': stored as a comment in the theme's report thread (5828 HR, 10332
 * accounting), a private thread only staff read. The page address is the comment's param.
 */
export async function reportError(opts: {
  deps: Pick<AppDeps, 'db' | 'registry' | 'bus' | 'mailer' | 'log' | 'env'>;
  theme: ThemeId;
  user: SessionUser | null;
  visitor: string | null;
  input: ErrorReportInput;
}): Promise<CommentView> {
  const { deps, input } = opts;
  const thread = await findThread(deps.db, limits.errorReportThreads[opts.theme]);
  const text = sanitizeComment(input.question);
  const [repeated] = await deps.db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.threadId, thread.id),
        eq(comments.email, input.email.toLowerCase()),
        eq(comments.param, input.url),
        eq(comments.text, text),
        gt(comments.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (repeated) {
    throw new AppError('validation_failed', { message: msg.reportAlready, fields: { email: [msg.reportAlready] } });
  }
  const name = opts.user?.name || input.name || 'anonymous';
  return postComment({
    deps,
    // The reporter posts without reading the thread: it is private, guests may post to it.
    viewer: { thread, user: opts.user, isStaff: false, seesAll: false },
    visitor: opts.user ? null : opts.visitor,
    input: {
      name,
      email: input.email.toLowerCase(),
      text: input.question,
      param: input.url,
      attachments: input.attachments,
    },
    identityFromInput: true,
  });
}
