CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_site_search_trgm_idx" ON "documents" USING gin (lower("title" || ' ' || "lead") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "handbooks_site_search_trgm_idx" ON "handbooks" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "records_site_search_trgm_idx" ON "records" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "consultation_questions" ADD COLUMN IF NOT EXISTS "answers_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION consultation_answers_text_refresh() RETURNS trigger AS $$
BEGIN
  UPDATE consultation_questions q SET answers_text = coalesce((
    SELECT string_agg(regexp_replace(a.body, '<[^>]*>', ' ', 'g'), ' ' ORDER BY a.created_at, a.id)
    FROM consultation_messages a WHERE a.question_id = q.id AND a.kind = 'answer'), '')
  WHERE q.id IN (
    SELECT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.question_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.question_id END]) AS x WHERE x IS NOT NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "consultation_messages_answers_text" ON "consultation_messages";
--> statement-breakpoint
CREATE TRIGGER "consultation_messages_answers_text" AFTER INSERT OR UPDATE OR DELETE ON "consultation_messages"
  FOR EACH ROW EXECUTE FUNCTION consultation_answers_text_refresh();
--> statement-breakpoint
UPDATE "consultation_questions" q SET "answers_text" = coalesce((
  SELECT string_agg(regexp_replace(a.body, '<[^>]*>', ' ', 'g'), ' ' ORDER BY a.created_at, a.id)
  FROM "consultation_messages" a WHERE a.question_id = q.id AND a.kind = 'answer'), '');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultation_questions_site_search_trgm_idx" ON "consultation_questions" USING gin (lower("text" || ' ' || "answers_text") gin_trgm_ops);
