import type { pages } from '../db/schema';

export function presentPage(page: typeof pages.$inferSelect) {
  return {
    id: page.id,
    alias: page.alias,
    title: page.title,
    description: page.description,
    content: page.content,
    updated_at: page.updatedAt.toISOString(),
  };
}
export type PageView = ReturnType<typeof presentPage>;
