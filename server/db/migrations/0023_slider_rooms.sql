ALTER TABLE "webinars" ADD COLUMN "room_alias" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "materials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "webinars_room_alias_idx" ON "webinars" USING btree ("room_alias","starts_at");--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"button" text DEFAULT 'Детальніше' NOT NULL,
	"image" text,
	"placement" text DEFAULT 'main_page_banner' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"themes" text[] DEFAULT '{hr,accounting}' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "slides_slider_idx" ON "slides" USING btree ("slider","position");
