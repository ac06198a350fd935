CREATE TABLE "handbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"themes" text[] DEFAULT '{hr,accounting}' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handbooks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "handbook_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"handbook_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handbook_topics" (
	"handbook_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "handbook_topics_handbook_id_topic_id_pk" PRIMARY KEY("handbook_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "handbooks" ADD CONSTRAINT "handbooks_author_id_users_id_fk" FOREIGN KEY (
	"author_id")
	REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "handbook_items" ADD CONSTRAINT "handbook_items_handbook_id_handbooks_id_fk" FOREIGN KEY (
	"handbook_id")
	REFERENCES "public"."handbooks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "handbook_topics" ADD CONSTRAINT "handbook_topics_handbook_id_handbooks_id_fk" FOREIGN KEY (
	"handbook_id")
	REFERENCES "public"."handbooks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "handbook_topics" ADD CONSTRAINT "handbook_topics_topic_id_topics_id_fk" FOREIGN KEY (
	"topic_id")
	REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "handbooks_published_idx" ON "handbooks" USING btree ("status","published_at");
--> statement-breakpoint
CREATE INDEX "handbook_items_handbook_idx" ON "handbook_items" USING btree ("handbook_id","position");
--> statement-breakpoint
CREATE INDEX "handbook_topics_topic_idx" ON "handbook_topics" USING btree ("topic_id");
