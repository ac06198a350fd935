import { commentsChannel } from '../../common/comments';
import type { AppDeps } from '../http/types';
import type { DomainEventRooms } from '../realtime/bus';
import type { CommentView } from './comment.presenter';

/** Domain events of comments, published after the write commits. */
export const commentEvents = {
  created: 'comment.created',
  updated: 'comment.updated',
  deleted: 'comment.deleted',
  statusChanged: 'comment.status_changed',
  threadUpdated: 'thread.updated',
} as const;

export type CommentEventType = (typeof commentEvents)[keyof typeof commentEvents];

/** Publishes a comment's change; what goes to the room never carries an e-mail. */
export function publishComment(deps: Pick<AppDeps, 'bus'>, type: CommentEventType, comment: CommentView): void {
  const strip = (c: CommentView): CommentView => ({ ...c, email: '', children: c.children.map(strip) });
  deps.bus.publish({ type, payload: { thread: comment.thread, comment: strip(comment) } });
}

const toRoom = (event: string) => (payload: Record<string, unknown>) => [
  { room: commentsChannel(Number(payload.thread)), event, payload },
];

/** Every comment event goes to its thread's room under its own name (spec part 2 §7, Realtime). */
export const commentRooms: DomainEventRooms = Object.fromEntries(
  Object.values(commentEvents).map((type) => [type, toRoom(type)]),
);
