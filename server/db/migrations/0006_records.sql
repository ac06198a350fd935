CREATE TABLE "lecturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	CONSTRAINT "lecturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "record_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"video_id" integer,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thread" integer,
	"replies" smallint DEFAULT 0 NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"readonly" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"body" "bytea" NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"module_id" integer,
	"title" text NOT NULL,
	"embed_id" text NOT NULL,
	"duration" text DEFAULT '00:00:00' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"template" text DEFAULT 'default' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"packages" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"lecturer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"thread" integer,
	"strings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "record_blocks" ADD CONSTRAINT "record_blocks_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_blocks" ADD CONSTRAINT "record_blocks_video_id_record_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."record_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_modules" ADD CONSTRAINT "record_modules_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_videos" ADD CONSTRAINT "record_videos_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_videos" ADD CONSTRAINT "record_videos_module_id_record_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."record_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_video_id_record_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."record_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_blocks_record_idx" ON "record_blocks" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_files_record_idx" ON "record_files" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_modules_record_idx" ON "record_modules" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_videos_record_idx" ON "record_videos" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "records_status_date_idx" ON "records" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "watch_positions_user_idx" ON "watch_positions" USING btree ("user_id","updated_at");