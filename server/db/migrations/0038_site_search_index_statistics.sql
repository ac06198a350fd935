-- The site search matches each kind's text as `lower(<title and lead>) like '%stem%'`, one clause per
-- word of every variant, answered by the trigram indexes below. PostgreSQL estimates each clause from
-- the index expression's statistics: it runs the pattern against every text in the histogram (up to 101
-- whole lowered texts), for every clause and every plan it weighs. For a new term that was ~1.2 ms of
-- planning per kind, 4–5 ms of the site search's ~7 ms of the database's CPU per request (ADR 067),
-- while no plan depends on it: a `%…%` pattern says nothing a histogram of whole texts can count well.
-- The indexes are built again (statistics already gathered stay until an index is dropped) with a
-- statistics target of 0: ANALYZE leaves them out and the planner takes its default selectivity for
-- such a pattern, which keeps choosing the index when a table is large.
DROP INDEX IF EXISTS "documents_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "documents_site_search_trgm_idx" ON "documents" USING gin (lower("title" || ' ' || "lead") gin_trgm_ops);
--> statement-breakpoint
ALTER INDEX "documents_site_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "handbooks_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "handbooks_site_search_trgm_idx" ON "handbooks" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
ALTER INDEX "handbooks_site_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "records_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "records_site_search_trgm_idx" ON "records" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
ALTER INDEX "records_site_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "consultation_questions_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "consultation_questions_site_search_trgm_idx" ON "consultation_questions" USING gin (lower("text" || ' ' || "answers_text") gin_trgm_ops);
--> statement-breakpoint
ALTER INDEX "consultation_questions_site_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 0;
