ALTER TABLE "news_posts" ADD COLUMN "themes" text[] DEFAULT '{hr,accounting}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "themes" text[] DEFAULT '{hr,accounting}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "themes" text[] DEFAULT '{hr,accounting}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "themes" text[] DEFAULT '{hr,accounting}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "seo_settings" DROP CONSTRAINT "seo_settings_url_unique";
--> statement-breakpoint
CREATE INDEX "seo_settings_url_idx" ON "seo_settings" USING btree ("url");
--> statement-breakpoint
CREATE INDEX "news_posts_themes_idx" ON "news_posts" USING gin ("themes");
--> statement-breakpoint
UPDATE "news_posts" SET "themes" = '{hr}';
--> statement-breakpoint
UPDATE "news_categories" SET "themes" = '{hr}';
--> statement-breakpoint
UPDATE "topics" SET "themes" = '{hr}' WHERE "alias" IN ('pryiniattia-na-robotu', 'okhorona-pratsi', 'trudovi-spory');
--> statement-breakpoint
DELETE FROM "seo_settings" WHERE "url" = '/' AND "title" = 'Фахівець — новини, відео, документи і консультації для кадровика';
--> statement-breakpoint
UPDATE "menu_items" SET "options" = "options" || '{"titleFrom":"calendar"}'::jsonb WHERE "link" = '/personal-calendar';
