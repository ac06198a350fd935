import { keptDictionary } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { lecturers, topics } from '../db/schema';

/**
 * Lecturers and topic titles as record cards and the record page name them (small tables: read once a
 * second per process, and at once when a row names a lecturer or topic the kept copy lacks; ADR 046).
 * A topic without a row of its own shows its alias, as before, and does not make every request read
 * the table again.
 */
const names = keptDictionary(async (db: Db) => {
  const [ls, ts] = await Promise.all([
    db.select().from(lecturers),
    db.select({ alias: topics.alias, title: topics.title }).from(topics),
  ]);
  return { lecturers: new Map(ls.map((l) => [l.id, l])), topics: new Map(ts.map((t) => [t.alias, t.title])) };
});

/** The kept names, read again first when these rows name a lecturer or topic the copy lacks. */
export function recordNames(db: Db, rows: readonly { lecturerIds: number[]; topics: string[] }[]) {
  return names.covering(db, (d) =>
    rows.flatMap((r) => [
      ...r.lecturerIds.filter((id) => !d.lecturers.has(id)).map((id) => `l:${id}`),
      ...r.topics.filter((alias) => !d.topics.has(alias)).map((alias) => `t:${alias}`),
    ]),
  );
}
