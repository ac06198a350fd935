CREATE TABLE "favorites" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_kind_item_id_user_id_pk" PRIMARY KEY("kind","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "item_views" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	CONSTRAINT "item_views_kind_item_id_visitor_day_pk" PRIMARY KEY("kind","item_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "latest_viewed" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "latest_viewed_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_kind_item_id_user_id_pk" PRIMARY KEY("kind","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction_id" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_kind_item_id_user_id_pk" PRIMARY KEY("kind","item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_viewed" ADD CONSTRAINT "latest_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "item_views_user_idx" ON "item_views" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "latest_viewed_user_idx" ON "latest_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
-- Existing news engagement moves into the shared tables (kind 'news') before the old tables go.
INSERT INTO "favorites" ("kind", "item_id", "user_id", "created_at")
  SELECT 'news', "post_id", "user_id", "created_at" FROM "news_favorites";--> statement-breakpoint
INSERT INTO "item_views" ("kind", "item_id", "visitor", "day", "user_id")
  SELECT 'news', "post_id", "visitor", "day", "user_id" FROM "news_views";--> statement-breakpoint
-- Latest viewed starts from each user's view history: the newest 50 posts per user (by day).
INSERT INTO "latest_viewed" ("user_id", "kind", "item_id", "viewed_at")
  SELECT "user_id", 'news', "post_id", "viewed_at" FROM (
    SELECT "user_id", "post_id", max("day")::timestamp AT TIME ZONE 'Europe/Kyiv' AS "viewed_at",
      row_number() OVER (PARTITION BY "user_id" ORDER BY max("day") DESC, "post_id" DESC) AS "n"
    FROM "news_views" WHERE "user_id" IS NOT NULL GROUP BY "user_id", "post_id"
  ) AS "recent" WHERE "n" <= 50;--> statement-breakpoint
INSERT INTO "reactions" ("kind", "item_id", "user_id", "reaction_id", "updated_at")
  SELECT 'news', "post_id", "user_id", "reaction_id", "updated_at" FROM "news_reactions";--> statement-breakpoint
INSERT INTO "ratings" ("kind", "item_id", "user_id", "rating", "comment", "options", "updated_at")
  SELECT 'news', "post_id", "user_id", "rating", "comment", "options", "updated_at" FROM "news_ratings";--> statement-breakpoint
DROP TABLE "news_favorites" CASCADE;--> statement-breakpoint
DROP TABLE "news_ratings" CASCADE;--> statement-breakpoint
DROP TABLE "news_reactions" CASCADE;--> statement-breakpoint
DROP TABLE "news_views" CASCADE;
