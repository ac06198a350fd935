import { inArray } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { handbookItems, handbookTopics, handbooks, topics } from '../db/schema';
import { type SeedHandbook, seedHandbooks } from './handbooks-seed';

const hrTopics = new Set([
  'viiskovyi-oblik',
  'kadrove-dilovodstvo',
  'mobilizatsiia-ta-bronyuvannia',
  'pryiniattia-na-robotu',
  'zvilnennia',
  'vidpustky',
  'likarniani',
  'oplata-pratsi',
]);
const accountingTopics = new Set([
  'pdfo-ta-vz',
  'yesv',
  'zvitnist',
  'fop',
  'podatkovi-nakladni',
  'serednia-zarplata',
  'oplata-pratsi',
  'likarniani',
  'vidpustky',
]);

/** A handbook belongs to the site theme(s) its topics speak to: HR, accounting or both. */
export function themesOf(h: Pick<SeedHandbook, 'topics'>): ThemeId[] {
  const themes: ThemeId[] = [];
  if (h.topics.some((t) => hrTopics.has(t))) themes.push('hr');
  if (h.topics.some((t) => accountingTopics.has(t))) themes.push('accounting');
  return themes.length ? themes : ['hr', 'accounting'];
}

/**
 * Demo handbooks from the editorial data (31 works). Idempotent: a handbook already present by its
 * slug is left as the editors may have changed it.
 */
export async function seedHandbookContent(db: Db): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ slug: handbooks.slug })
        .from(handbooks)
        .where(
          inArray(
            handbooks.slug,
            seedHandbooks.map((h) => h.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = seedHandbooks.filter((h) => !present.has(h.slug));
  if (!missing.length) return;
  const topicIds = new Map(
    (await db.select({ id: topics.id, alias: topics.alias }).from(topics)).map((t) => [t.alias, t.id] as const),
  );
  await db.transaction(async (tx) => {
    for (const h of missing) {
      const [row] = await tx
        .insert(handbooks)
        .values({
          slug: h.slug,
          title: h.title,
          description: h.description,
          access: h.access,
          status: 'published',
          publishedAt: new Date(`${h.updatedAt}T09:00:00+02:00`),
          themes: themesOf(h),
        })
        .onConflictDoNothing()
        .returning({ id: handbooks.id });
      if (!row) continue;
      const { id } = row;
      await tx.insert(handbookItems).values(
        h.chapters.map((c, i) => ({
          handbookId: id,
          position: i + 1,
          title: c.heading,
          body: c.paragraphs.join('\n\n'),
        })),
      );
      const ids = h.topics.map((t) => topicIds.get(t)).filter((t): t is number => t !== undefined);
      if (ids.length) await tx.insert(handbookTopics).values(ids.map((topicId) => ({ handbookId: id, topicId })));
    }
  });
}
