import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsCategories, newsLabels, newsPosts, newsTypes, topics } from '../db/schema';
import type { CategoryRef, Taxon } from './news-query';

/**
 * A post row's categories, labels, topics and type as ids: each an index-only read of its link
 * table. The cards' objects come from the dictionary below, not from JSON built per row in SQL
 * (ADR 046: on a page of 20 cards that JSON was two thirds of the statement's execution).
 */
export const relationIdFields = {
  categoryIds: sql<
    number[]
  >`array(select pc.category_id from news_post_categories pc where pc.post_id = news_posts.id)`,
  labelIds: sql<number[]>`array(select pl.label_id from news_post_labels pl where pl.post_id = news_posts.id)`,
  topicIds: sql<number[]>`array(select pt.topic_id from news_post_topics pt where pt.post_id = news_posts.id)`,
  typeId: newsPosts.typeId,
};

type Ranked<T> = T & { position: number };

interface Dictionary {
  categories: Map<number, Ranked<CategoryRef>>;
  labels: Map<number, Ranked<Taxon>>;
  topics: Map<number, Ranked<Taxon>>;
  types: Map<number, Taxon>;
}

/**
 * The dictionary is small (dozens of rows) and changes only when the taxonomy is edited. Each process
 * keeps it for `TTL_MS`, forgets it on any purge of public pages (so a change made in another process
 * reaches this one through Redis), and reads it again at once when a row names an id it lacks (a
 * category added a moment ago never shows as missing).
 */
const TTL_MS = 1_000;
const kept = new WeakMap<Db, { at: number; value: Promise<Dictionary> }>();

export function forgetNewsRelations(db: Db): void {
  kept.delete(db);
}

async function readDictionary(db: Db): Promise<Dictionary> {
  const [categories, labels, topicRows, types] = await Promise.all([
    db
      .select({
        id: newsCategories.id,
        alias: newsCategories.alias,
        title: newsCategories.title,
        options: newsCategories.options,
        position: newsCategories.position,
      })
      .from(newsCategories),
    db
      .select({ id: newsLabels.id, alias: newsLabels.alias, title: newsLabels.title, position: newsLabels.position })
      .from(newsLabels),
    db.select({ id: topics.id, alias: topics.alias, title: topics.title, position: topics.position }).from(topics),
    db.select({ id: newsTypes.id, alias: newsTypes.alias, title: newsTypes.title }).from(newsTypes),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    categories: byId(categories.map((c) => ({ ...c, options: c.options ?? {} }))),
    labels: byId(labels),
    topics: byId(topicRows),
    types: byId(types),
  };
}

function dictionary(db: Db, fresh = false): Promise<Dictionary> {
  const hit = kept.get(db);
  const age = hit ? Date.now() - hit.at : -1;
  if (hit && !fresh && age >= 0 && age < TTL_MS) return hit.value;
  const value = readDictionary(db);
  kept.set(db, { at: Date.now(), value });
  value.catch(() => {
    if (kept.get(db)?.value === value) kept.delete(db);
  });
  return value;
}

export interface RelationIds {
  categoryIds: number[];
  labelIds: number[];
  topicIds: number[];
  typeId: number | null;
}

export interface Relations {
  categories: CategoryRef[];
  labels: Taxon[];
  topics: Taxon[];
  type: Taxon | null;
}

const covers = (d: Dictionary, r: RelationIds) =>
  r.categoryIds.every((id) => d.categories.has(id)) &&
  r.labelIds.every((id) => d.labels.has(id)) &&
  r.topicIds.every((id) => d.topics.has(id)) &&
  (r.typeId === null || d.types.has(r.typeId));

const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

function ranked<T extends { id: number; position: number }>(ids: number[], from: Map<number, T>) {
  return ids
    .map((id) => from.get(id))
    .filter((t): t is T => t !== undefined)
    .sort(byPosition);
}

/**
 * Rows with the cards' objects added from their relation ids, each list in the taxonomy's order. The
 * rows are the query's own fresh objects and are completed in place (a copy of ~25 fields per row
 * cost more than the JSON it replaced).
 */
export async function withRelations<R extends RelationIds>(db: Db, rows: R[]): Promise<(R & Relations)[]> {
  if (!rows.length) return [];
  let d = await dictionary(db);
  if (!rows.every((r) => covers(d, r))) d = await dictionary(db, true);
  const out = rows as (R & Relations)[];
  for (const row of out) {
    row.categories = ranked(row.categoryIds, d.categories).map(({ id, alias, title, options }) => ({
      id,
      alias,
      title,
      options,
    }));
    row.labels = ranked(row.labelIds, d.labels).map(({ id, alias, title }) => ({ id, alias, title }));
    row.topics = ranked(row.topicIds, d.topics).map(({ id, alias, title }) => ({ id, alias, title }));
    row.type = row.typeId === null ? null : (d.types.get(row.typeId) ?? null);
  }
  return out;
}
