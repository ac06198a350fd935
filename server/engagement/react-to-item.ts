import { forgetKeptItem } from '../cache/kept-lists';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { column, likesOf, marksChanged, rowsOf, visibleItem } from './engagement-sql';
import { presentLikes } from './engagement.presenter';
import type { EngagementKind } from './kind';

/**
 * One reaction per user per item: a new choice replaces the old one, 0 removes it. The item row is
 * locked first so concurrent reactions recount in turn.
 */
export async function reactToItem(opts: {
  db: Db;
  kind: EngagementKind;
  user: SessionUser;
  id: number;
  reactionId: number;
}) {
  const { kind, user, id, reactionId } = opts;
  const table = kind.table;
  const result = await opts.db.transaction(async (tx) => {
    const locked = rowsOf(await tx.execute(sql`select 1 from ${table} where ${visibleItem(kind, id)} for update`));
    if (!locked.length) throw new AppError('not_found');
    if (reactionId === 0) {
      await tx.execute(
        sql`delete from reactions where kind = ${kind.kind} and item_id = ${id} and user_id = ${user.id}`,
      );
    } else {
      await tx.execute(sql`insert into reactions (kind, item_id, user_id, reaction_id) values (${kind.kind}, ${id},
        ${user.id}, ${reactionId})
        on conflict (kind, item_id, user_id) do update set reaction_id = excluded.reaction_id, updated_at = now()`);
    }
    const likesCount = column(kind, 'likesCount');
    const [row] = rowsOf<{ likes_count: number; likes: Parameters<typeof presentLikes>[0] }>(
      await tx.execute(sql`update ${table} set ${likesCount} = (select count(*) from reactions where kind =
        ${kind.kind} and item_id = ${id})
        where ${table.id} = ${id} returning ${likesCount} as likes_count, ${likesOf(kind.kind, table.id)} as likes`),
    );
    return {
      likes: presentLikes(row.likes, kind.reactionIds),
      likes_count: Number(row.likes_count),
      likes_personal: reactionId === 0 ? null : reactionId,
    };
  });
  forgetKeptItem(opts.db, kind.kind, id);
  marksChanged(opts.db, user.id);
  return result;
}
