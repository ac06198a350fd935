CREATE TABLE "document_rubrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"description_title" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	CONSTRAINT "document_rubrics_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_types_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"rubric_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"access" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"legal" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"sample" jsonb,
	"has_sample" boolean DEFAULT false NOT NULL,
	"placeholders" text[] DEFAULT '{}'::text[] NOT NULL,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"document_id" integer NOT NULL,
	"variant" text NOT NULL,
	"format" text NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_document_id_variant_format_pk" PRIMARY KEY("document_id","variant","format")
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"edrpou" text NOT NULL,
	"director" text NOT NULL,
	"address" text NOT NULL,
	"accountant" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_rubric_id_document_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."document_rubrics"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "documents_rubric_idx" ON "documents" USING btree ("rubric_id","published_at");
--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("type_id");
--> statement-breakpoint
CREATE INDEX "documents_published_idx" ON "documents" USING btree ("status","published_at");
