import type { pages } from '../db/schema';
import type { PagePackage } from './page-packages';

export function presentPage(page: typeof pages.$inferSelect, packages: PagePackage[] = []) {
  return {
    id: page.id,
    alias: page.alias,
    title: page.title,
    description: page.description,
    content: page.content,
    blocks: page.blocks,
    /** Packages and current plan prices named by the packages blocks. */
    packages,
    updated_at: page.updatedAt.toISOString(),
  };
}
export type PageView = ReturnType<typeof presentPage>;

/** The staff editor's view: the live page and its unpublished draft. */
export function presentStaffPage(page: typeof pages.$inferSelect) {
  return {
    alias: page.alias,
    title: page.title,
    description: page.description,
    blocks: page.blocks,
    is_published: page.isPublished,
    draft: page.draft,
    updated_at: page.updatedAt.toISOString(),
  };
}
