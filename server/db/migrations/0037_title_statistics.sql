-- The news list's search matches titles similar to the term (`term <% title`, pg_trgm). PostgreSQL
-- estimates that condition by computing word_similarity against every title of the column's histogram
-- (101 by default), for each plan it weighs: ~1.2 ms of every search's 2 ms of planning at 100 000 posts
-- (ADR 050, amendment 2026-11-29). Titles are free text, all distinct, and filtered or sorted by nothing
-- else that needs finer statistics; 10 keeps the estimate (PostgreSQL blends a histogram of 10 to 100
-- entries with its default) at a tenth of the work.
ALTER TABLE "news_posts" ALTER COLUMN "title" SET STATISTICS 10;
--> statement-breakpoint
ANALYZE "news_posts" ("title");
