CREATE TABLE "course_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'course' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_kop" integer NOT NULL,
	"access_months" integer,
	"landing" text,
	"themes" text[] DEFAULT '{hr,accounting}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_products_code_unique" UNIQUE("code"),
	CONSTRAINT "course_products_price_check" CHECK ("price_kop" > 0),
	CONSTRAINT "course_products_months_check" CHECK ("access_months" IS NULL OR "access_months" > 0)
);--> statement-breakpoint
CREATE TABLE "course_product_records" (
	"product_id" integer NOT NULL REFERENCES "course_products"("id") ON DELETE cascade,
	"record_id" integer NOT NULL REFERENCES "records"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_product_records_pk" PRIMARY KEY("product_id","record_id")
);--> statement-breakpoint
CREATE INDEX "course_product_records_record_idx" ON "course_product_records" USING btree ("record_id");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "course_product_id" integer REFERENCES "course_products"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_product_check"
	CHECK (("course_product_id" IS NULL) = ("package_id" IS NOT NULL AND "plan_id" IS NOT NULL));--> statement-breakpoint
CREATE TABLE "course_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "course_products"("id") ON DELETE cascade,
	"order_id" integer REFERENCES "orders"("id"),
	"status" integer DEFAULT 1 NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "course_grants_order_idx" ON "course_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "course_grants_user_idx" ON "course_grants" USING btree ("user_id","status");
