import { keptDictionary } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { newsCategories, newsLabels, newsPosts, newsTypes, topics } from '../db/schema';
import type { CategoryRef, Taxon } from './news-query';

/**
 * A post row's categories, labels, topics and type as ids, read from the row itself (the link tables'
 * triggers keep them; ADR 053). The cards' objects come from the dictionary below, not from JSON built
 * per row in SQL (ADR 046: on a page of 20 cards that JSON was two thirds of the statement's execution).
 */
export const relationIdFields = {
  categoryIds: newsPosts.categoryIds,
  labelIds: newsPosts.labelIds,
  topicIds: newsPosts.topicIds,
  typeId: newsPosts.typeId,
};

type Ranked<T> = T & { position: number };

interface Dictionary {
  categories: Map<number, Ranked<CategoryRef>>;
  labels: Map<number, Ranked<Taxon>>;
  topics: Map<number, Ranked<Taxon>>;
  types: Map<number, Taxon>;
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

/**
 * The dictionary is small (dozens of rows) and changes only when the taxonomy is edited: each process
 * keeps it a second, forgets it on any purge of public pages (a change made in another process reaches
 * this one through Redis), and reads it again at once when a row names an id it lacks.
 */
const dictionary = keptDictionary(readDictionary);

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

/** The ids the rows name that the dictionary lacks, as `kind:id`. */
const lacking = (d: Dictionary, rows: RelationIds[]) =>
  rows.flatMap((r) => [
    ...r.categoryIds.filter((id) => !d.categories.has(id)).map((id) => `c:${id}`),
    ...r.labelIds.filter((id) => !d.labels.has(id)).map((id) => `l:${id}`),
    ...r.topicIds.filter((id) => !d.topics.has(id)).map((id) => `t:${id}`),
    ...(r.typeId === null || d.types.has(r.typeId) ? [] : [`n:${r.typeId}`]),
  ]);

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
  const d = await dictionary.covering(db, (dict) => lacking(dict, rows));
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
