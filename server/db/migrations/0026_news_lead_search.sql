-- Title and lead as a stored vector with its own index: a paywalled post matches a reader without access
-- on these only, and the search now reads both vectors from indexes instead of building one per row.
ALTER TABLE "news_posts" ADD COLUMN "lead_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce("content_short", ''), '<[^>]+>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_lead_search_idx" ON "news_posts" USING gin ("lead_search");
