ALTER TABLE "record_videos" ALTER COLUMN "embed_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "record_blocks" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;
