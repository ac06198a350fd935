import type { AppDeps } from '../http/types';
import { plainText } from './comment-html';
import type { CommentRow } from './comment-visibility';
import type { ThreadRow } from './thread-access';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * "Response by e-mail" (thread replies = 2): the author of a comment that asked for notification
 * gets the staff answer. A failed letter is logged; the reply itself stands.
 */
export async function notifyReply(opts: {
  deps: Pick<AppDeps, 'mailer' | 'log' | 'env'>;
  thread: ThreadRow;
  parent: CommentRow;
  reply: CommentRow;
}): Promise<void> {
  const { parent, reply } = opts;
  if (!parent.notification || !parent.email || parent.userId === reply.userId) return;
  const answer = plainText(reply.text);
  const origin = opts.deps.env.publicOrigin;
  const subject = 'Відповідь на ваш коментар на сайті «Фахівець»';
  try {
    await opts.deps.mailer.send({
      to: parent.email,
      subject,
      text: `Вітаємо, ${parent.name}!\n\nНа ваш коментар надійшла відповідь:\n\n${answer}\n\n${origin}`,
      html:
        `<p>Вітаємо, ${escapeHtml(parent.name)}!</p><p>На ваш коментар надійшла відповідь:</p>` +
        `<blockquote>${reply.text}</blockquote><p><a href="${origin}">${escapeHtml(origin)}</a></p>`,
    });
  } catch (err) {
    opts.deps.log.warn({ err, comment: parent.id }, 'reply notification failed');
  }
}
