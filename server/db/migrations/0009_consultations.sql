CREATE TABLE "consultation_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"service" text,
	"themes" text[] DEFAULT '{hr,accounting}' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"themes" text[] DEFAULT '{hr,accounting}' NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"taken_by_id" integer,
	"taken_at" timestamp with time zone,
	"is_private" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"rating" smallint,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_answered_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("text", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "consultation_reads" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reads_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "consultation_canned_replies" ADD CONSTRAINT "consultation_canned_replies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_question_id_consultation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."consultation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_questions" ADD CONSTRAINT "consultation_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_questions" ADD CONSTRAINT "consultation_questions_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reads" ADD CONSTRAINT "consultation_reads_question_id_consultation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."consultation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reads" ADD CONSTRAINT "consultation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_messages_question_idx" ON "consultation_messages" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_questions_queue_idx" ON "consultation_questions" USING btree ("service","status","created_at");--> statement-breakpoint
CREATE INDEX "consultation_questions_author_idx" ON "consultation_questions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_questions_search_idx" ON "consultation_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "consultation_questions_text_trgm_idx" ON "consultation_questions" USING gin ("text" gin_trgm_ops);