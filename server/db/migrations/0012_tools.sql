CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"is_heading" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professions_code_title_unique" UNIQUE("code","title")
);
--> statement-breakpoint
CREATE INDEX "professions_parent_idx" ON "professions" USING btree ("parent_code");
--> statement-breakpoint
CREATE INDEX "professions_title_trgm_idx" ON "professions" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"remind_days" smallint,
	"ical_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_ical_token_unique" UNIQUE("ical_token")
);
--> statement-breakpoint
CREATE TABLE "calendar_user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calendar_user_events_user_date_idx" ON "calendar_user_events" USING btree ("user_id","date");
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"user_id" integer NOT NULL,
	"event_uid" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_user_id_event_uid_pk" PRIMARY KEY("user_id","event_uid")
);
--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_users_id_fk"
	FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_user_events" ADD CONSTRAINT "calendar_user_events_user_id_users_id_fk"
	FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_user_id_users_id_fk"
	FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
