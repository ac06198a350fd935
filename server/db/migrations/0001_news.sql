CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "news_categories_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "news_favorites" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_favorites_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_labels_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "news_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "news_post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "news_post_labels" (
	"post_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "news_post_labels_post_id_label_id_pk" PRIMARY KEY("post_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "news_post_topics" (
	"post_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "news_post_topics_post_id_topic_id_pk" PRIMARY KEY("post_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_short" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"image_url" text,
	"order" smallint DEFAULT 50 NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"type_id" integer,
	"author_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("body_text", '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_ratings" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_ratings_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction_id" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_types_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "news_views" (
	"post_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	CONSTRAINT "news_views_post_id_visitor_day_pk" PRIMARY KEY("post_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "news_favorites" ADD CONSTRAINT "news_favorites_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_favorites" ADD CONSTRAINT "news_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_categories" ADD CONSTRAINT "news_post_categories_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_categories" ADD CONSTRAINT "news_post_categories_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_labels" ADD CONSTRAINT "news_post_labels_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_labels" ADD CONSTRAINT "news_post_labels_label_id_news_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."news_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_topics" ADD CONSTRAINT "news_post_topics_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_topics" ADD CONSTRAINT "news_post_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_type_id_news_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."news_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_ratings" ADD CONSTRAINT "news_ratings_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_ratings" ADD CONSTRAINT "news_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_favorites_user_idx" ON "news_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "news_post_categories_category_idx" ON "news_post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_post_labels_label_idx" ON "news_post_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "news_post_topics_topic_idx" ON "news_post_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "news_posts_public_idx" ON "news_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "news_posts_search_idx" ON "news_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_posts_title_trgm_idx" ON "news_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_words_trgm_idx" ON "news_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_views_user_idx" ON "news_views" USING btree ("user_id","post_id");