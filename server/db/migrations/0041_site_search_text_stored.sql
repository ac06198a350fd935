-- The site search matched each kind's text as `lower(<title and lead>) like '%stem%'`, one clause per
-- word of every variant. PostgreSQL evaluates `lower()` of the joined text again for every clause and
-- every row it reads (the small tables are read in full), and lowering Cyrillic text is most of such a
-- statement's work: the consultations' archive (75 questions, ~500 characters each) took ~1.2 ms a
-- statement, ~0.3 ms with the lowered text stored (ADR 074).
--
-- Each kind now keeps its lowered text in a stored generated column, `search_text`, written with the
-- row; the trigram index is on that column, and like the index's expression before (migration 0038,
-- ADR 067) the column keeps no statistics. The rows stay whole below 8 KB (`toast_tuple_target`):
-- with the text now twice in the row, a row past PostgreSQL's default 2 KB would otherwise be
-- compressed, and every clause would decompress it again.
ALTER TABLE "documents" SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "lead")) STORED;
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "search_text" SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "documents_site_search_trgm_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "handbooks" SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "handbooks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "description")) STORED;
--> statement-breakpoint
ALTER TABLE "handbooks" ALTER COLUMN "search_text" SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "handbooks_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "handbooks_site_search_trgm_idx" ON "handbooks" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "records" SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "description")) STORED;
--> statement-breakpoint
ALTER TABLE "records" ALTER COLUMN "search_text" SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "records_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "records_site_search_trgm_idx" ON "records" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "consultation_questions" SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "consultation_questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("text" || ' ' || "answers_text")) STORED;
--> statement-breakpoint
ALTER TABLE "consultation_questions" ALTER COLUMN "search_text" SET STATISTICS 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "consultation_questions_site_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "consultation_questions_site_search_trgm_idx" ON "consultation_questions" USING gin ("search_text" gin_trgm_ops);
