-- The site search's trigram indexes (migration 0041) are written row by row as content is saved. With
-- GIN's default `fastupdate`, new entries wait in a pending list until a vacuum merges them, and the
-- planner prices an index with a pending list higher: in a database seeded a minute before, the
-- consultations' archive was read in full (0.27 ms a search) where its index answers in 0.05 ms, and
-- the same statement took the index once a vacuum had run (ADR 076). These tables are read far more
-- often than written, so their entries go straight into the index, and what waits now is merged.
ALTER INDEX "documents_site_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "handbooks_site_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "records_site_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "consultation_questions_site_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['documents_site_search_trgm_idx',
  'handbooks_site_search_trgm_idx', 'records_site_search_trgm_idx',
  'consultation_questions_site_search_trgm_idx']) AS i;
