/**
 * The classifier seed: the top of the tree and the common titles, parsed with the same import parser the
 * official file goes through, so the seed and an import produce the same shapes.
 */
import { buildTree, type ClassifierNode, type ClassifierRow, parseClassifierCsv } from './parse';
import { CHECKED_CSV, TITLES_CSV } from './titles-data';
import { TREE_CSV } from './tree-data';

export * from './parse';
export * from './search';

export interface ClassifierSeed {
  tree: Map<string, ClassifierNode>;
  titles: ClassifierRow[];
  /** `code\u0000title` of the titles whose code was checked against a public source. */
  checked: Set<string>;
}

/** The key of a title in `ClassifierSeed.checked`. */
export const titleKey = (r: { code: string; title: string }) => `${r.code}\u0000${r.title}`;

export function classifierSeed(): ClassifierSeed {
  const tree = parseClassifierCsv(TREE_CSV);
  const titles = parseClassifierCsv(TITLES_CSV);
  const checked = parseClassifierCsv(CHECKED_CSV);
  const problems = [...tree.errors, ...titles.errors, ...checked.errors];
  if (problems.length > 0)
    throw new Error(`Помилки в даних класифікатора: ${problems.map((p) => p.message).join('; ')}`);
  const all = [...titles.rows, ...checked.rows].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    tree: buildTree([...tree.rows, ...all]),
    titles: all,
    checked: new Set(checked.rows.map(titleKey)),
  };
}
