ALTER TABLE "documents" ADD COLUMN "formats" text[] DEFAULT '{docx}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "profession_code" text;
--> statement-breakpoint
CREATE INDEX "documents_profession_idx" ON "documents" USING btree ("profession_code");
--> statement-breakpoint
CREATE TABLE "document_fill_values" (
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_fill_values_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "document_fill_values" ADD CONSTRAINT "document_fill_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_fill_values" ADD CONSTRAINT "document_fill_values_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
UPDATE "documents" SET "profession_code" = c.code
FROM (VALUES (1001, '1231'), (1002, '2411.2'), (1003, '3423'), (1004, '1475.4'), (1006, '3436.1'), (1009, '4131'), (1010, '8322'), (1012, '9132')) AS c(id, code)
WHERE "documents"."id" = c.id;
