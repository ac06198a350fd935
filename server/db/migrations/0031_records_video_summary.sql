-- A record's videos summed up on its own row (ADR 053): how many, their total length and the first one
-- in play order (module position, then the video's). A card of the records list read them with three
-- sub-selects of record_videos per row, most of the list statement's time on PostgreSQL. The videos
-- and modules stay the source: triggers recompute the summary of every record a statement touched.
ALTER TABLE "records" ADD COLUMN "videos_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "video_seconds" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "first_video_id" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION records_video_summary(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE records r SET
    videos_count = (SELECT count(*)::int FROM record_videos v WHERE v.record_id = r.id),
    video_seconds = (SELECT coalesce(sum(extract(epoch FROM v.duration::interval)), 0)::int
      FROM record_videos v WHERE v.record_id = r.id),
    first_video_id = (SELECT v.id FROM record_videos v LEFT JOIN record_modules m ON m.id = v.module_id
      WHERE v.record_id = r.id ORDER BY coalesce(m.position, 0), v.position, v.id LIMIT 1)
  WHERE r.id = ANY (ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION records_videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM records_video_summary(array(SELECT DISTINCT record_id FROM changed_rows));
  IF TG_OP = 'UPDATE' THEN
    PERFORM records_video_summary(array(SELECT DISTINCT record_id FROM rows_before));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "record_videos_inserted" AFTER INSERT ON "record_videos"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION records_videos_changed();
--> statement-breakpoint
CREATE TRIGGER "record_videos_deleted" AFTER DELETE ON "record_videos"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION records_videos_changed();
--> statement-breakpoint
CREATE TRIGGER "record_videos_updated" AFTER UPDATE ON "record_videos"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION records_videos_changed();
--> statement-breakpoint
-- A module's position orders its videos; a module moved to another record moves them along.
CREATE TRIGGER "record_modules_updated" AFTER UPDATE ON "record_modules"
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION records_videos_changed();
--> statement-breakpoint
CREATE TRIGGER "record_modules_deleted" AFTER DELETE ON "record_modules"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION records_videos_changed();
--> statement-breakpoint
SELECT records_video_summary(array(SELECT DISTINCT record_id FROM record_videos));
