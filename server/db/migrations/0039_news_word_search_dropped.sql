-- The news list's search now matches and ranks by stems, as the site search does (ADR 050, amendment
-- of 2026-11-29): no query reads the word vectors' GIN indexes, the title's trigram index or the
-- title-and-lead word vector any more. Each was still computed or updated on every save of a post; at
-- 100 000 posts the indexes held 28 + 29 + 62 MB. `search` stays: the typo lexicon is built from it
-- (`ts_stat`), without an index.
DROP INDEX IF EXISTS "news_posts_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_posts_lead_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_posts_title_trgm_idx";
--> statement-breakpoint
ALTER TABLE "news_posts" DROP COLUMN IF EXISTS "lead_search";
