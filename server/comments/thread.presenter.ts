import type { ThreadRow } from './thread-access';

/** A thread of spec part 2 §3, plus whether it is private and takes guests. */
export function presentThread(t: ThreadRow) {
  return {
    id: t.id,
    template: t.template,
    title: t.title,
    text: t.text,
    options: t.options,
    files: t.files,
    readonly: t.readonly,
    replies: t.replies,
    private: t.isPrivate,
    guests: t.allowsGuests,
  };
}
export type ThreadView = ReturnType<typeof presentThread>;
