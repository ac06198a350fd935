-- A signed-in user's menu counters on their own row (ADR 054), read with the session: every page of a
-- signed-in reader showed the unread-answers badge by a statement of its own. Each capability keeps its
-- own keys with triggers on its tables; the tables stay the source. First key: «client.questions», the
-- author's consultations with a consultant message (answer or clarify request) newer than their read
-- mark (the same rule as `unreadFor` in server/consultations/unread.ts).
ALTER TABLE "users" ADD COLUMN "counters" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION consultations_unread_sync(authors integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET counters = u.counters || jsonb_build_object('client.questions', x.n)
  FROM (
    SELECT a.id, (SELECT count(*)::int FROM consultation_questions q WHERE q.author_id = a.id AND EXISTS (
      SELECT 1 FROM consultation_messages m WHERE m.question_id = q.id AND m.kind IN ('answer', 'clarify')
        AND m.created_at > coalesce((SELECT r.read_at FROM consultation_reads r
          WHERE r.question_id = q.id AND r.user_id = a.id), '-infinity'::timestamptz))) AS n
    FROM (SELECT DISTINCT id FROM unnest(authors) AS t(id) WHERE id IS NOT NULL) a
  ) x
  WHERE u.id = x.id AND u.counters -> 'client.questions' IS DISTINCT FROM to_jsonb(x.n);
$$;
--> statement-breakpoint
-- The authors a statement on one of the three tables may have changed the count of: a message's
-- question's author, a read mark's reader, a question's author (before and after an update).
CREATE OR REPLACE FUNCTION consultations_unread_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'consultation_messages' THEN
    PERFORM consultations_unread_sync(array(SELECT q.author_id FROM consultation_questions q
      WHERE q.id IN (SELECT question_id FROM changed_rows)));
    IF TG_OP = 'UPDATE' THEN
      PERFORM consultations_unread_sync(array(SELECT q.author_id FROM consultation_questions q
        WHERE q.id IN (SELECT question_id FROM rows_before)));
    END IF;
  ELSIF TG_TABLE_NAME = 'consultation_reads' THEN
    PERFORM consultations_unread_sync(array(SELECT user_id FROM changed_rows));
    IF TG_OP = 'UPDATE' THEN
      PERFORM consultations_unread_sync(array(SELECT user_id FROM rows_before));
    END IF;
  ELSE
    PERFORM consultations_unread_sync(array(SELECT author_id FROM changed_rows));
    IF TG_OP = 'UPDATE' THEN
      PERFORM consultations_unread_sync(array(SELECT author_id FROM rows_before));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Three statement triggers on each table: after an insert (its new rows), a delete (its old rows) and
-- an update (both), named "<table>_unread_<inserted|deleted|updated>".
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['consultation_messages', 'consultation_reads', 'consultation_questions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION consultations_unread_changed()', t || '_unread_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION consultations_unread_changed()', t || '_unread_deleted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows OLD TABLE AS rows_before
      FOR EACH STATEMENT EXECUTE FUNCTION consultations_unread_changed()', t || '_unread_updated', t);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT consultations_unread_sync(array(SELECT DISTINCT author_id FROM consultation_questions));
