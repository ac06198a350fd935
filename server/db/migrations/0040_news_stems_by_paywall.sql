-- A guest's search matches a free post by its body's stems and a paywalled one by its title and lead
-- (`is_free and search_stems @@ q`, `not is_free and lead_stems @@ q`, ADR 050). With both vectors'
-- indexes over all posts, PostgreSQL rechecked that condition on every row the two indexes found, and
-- reading `search_stems` back (most of it out of line, in TOAST) was half of a common word's search at
-- 100 000 posts. Each vector is now indexed for the posts its arm reads, so the index's own condition
-- implies the arm's and nothing is rechecked (ADR 068); a reader who may open paywalled bodies reads
-- both `search_stems` indexes.
DROP INDEX IF EXISTS "news_posts_search_stems_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_posts_lead_stems_idx";
--> statement-breakpoint
-- Every match is ranked by `lead_stems` (title and lead, ~0.6 KB compressed): kept in the row, it is not
-- read back from TOAST for each of them. The rows are rewritten so the posts already stored keep it
-- there too (the stored generated columns are computed again; no trigger on the table).
ALTER TABLE "news_posts" ALTER COLUMN "lead_stems" SET STORAGE MAIN;
--> statement-breakpoint
UPDATE "news_posts" SET "title" = "title";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_free_stems_idx" ON "news_posts" USING gin ("search_stems") WHERE "is_free";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_paid_stems_idx" ON "news_posts" USING gin ("search_stems") WHERE NOT "is_free";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_paid_lead_stems_idx" ON "news_posts" USING gin ("lead_stems") WHERE NOT "is_free";
