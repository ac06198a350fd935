CREATE TABLE "campaigns" (
	"alias" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"grant_kind" text DEFAULT 'none' NOT NULL,
	"creates_account" boolean DEFAULT false NOT NULL,
	"package_code" text,
	"demo_days" integer,
	"gift_url" text,
	"webinar_id" integer,
	"course_id" integer,
	"ok_path" text DEFAULT '/thank_auth' NOT NULL,
	"exists_path" text DEFAULT '/thank_auth' NOT NULL,
	"already_path" text DEFAULT '/thank_replay' NOT NULL,
	"letter_subject" text DEFAULT '' NOT NULL,
	"letter_text" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 90 NOT NULL,
	"lecturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"programme" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalog_campaign" text,
	"enter_campaign" text,
	"stream_url" text,
	"record_id" integer,
	"chat_thread_id" integer,
	"themes" text[] DEFAULT '{hr,accounting}' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"day_reminder_at" timestamp with time zone,
	"hour_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webinars_starts_idx" ON "webinars" USING btree ("starts_at");
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD COLUMN "source" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD COLUMN "medium" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "medium" text DEFAULT 'none' NOT NULL;
