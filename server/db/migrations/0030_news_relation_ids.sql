-- A post's categories, labels and topics as ids on its own row (ADR 053). A card of the news list
-- named them with three sub-selects of the link tables per row; on a page of 20 cards those 60
-- sub-plans were three quarters of the statement's time on PostgreSQL (0.9 of 1.2 ms). The link tables
-- stay the source: a trigger per table and event keeps the arrays equal to them after every
-- statement that inserts, deletes or changes links (a post's save, a category's removal, a bulk
-- import), one UPDATE per statement for all posts it touched. Updating only these columns leaves the
-- generated search columns as they are.
ALTER TABLE "news_posts" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "label_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "topic_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- One function for the three link tables; the trigger names the post's array column, the link table and
-- the link's id column. The changed rows are the statement's transition table(s).
CREATE OR REPLACE FUNCTION news_post_links_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sync text := format(
    'UPDATE news_posts p SET %1$I = array(SELECT l.%3$I FROM %2$I l WHERE l.post_id = p.id ORDER BY l.%3$I) '
    'WHERE p.id IN (SELECT post_id FROM %%I)',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
BEGIN
  EXECUTE format(sync, 'changed_links');
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format(sync, 'links_before');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_post_categories_inserted" AFTER INSERT ON "news_post_categories"
  REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('category_ids', 'news_post_categories', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_categories_deleted" AFTER DELETE ON "news_post_categories"
  REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('category_ids', 'news_post_categories', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_categories_updated" AFTER UPDATE ON "news_post_categories"
  REFERENCING NEW TABLE AS changed_links OLD TABLE AS links_before FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('category_ids', 'news_post_categories', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_labels_inserted" AFTER INSERT ON "news_post_labels"
  REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('label_ids', 'news_post_labels', 'label_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_labels_deleted" AFTER DELETE ON "news_post_labels"
  REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('label_ids', 'news_post_labels', 'label_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_labels_updated" AFTER UPDATE ON "news_post_labels"
  REFERENCING NEW TABLE AS changed_links OLD TABLE AS links_before FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('label_ids', 'news_post_labels', 'label_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_topics_inserted" AFTER INSERT ON "news_post_topics"
  REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('topic_ids', 'news_post_topics', 'topic_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_topics_deleted" AFTER DELETE ON "news_post_topics"
  REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('topic_ids', 'news_post_topics', 'topic_id');
--> statement-breakpoint
CREATE TRIGGER "news_post_topics_updated" AFTER UPDATE ON "news_post_topics"
  REFERENCING NEW TABLE AS changed_links OLD TABLE AS links_before FOR EACH STATEMENT EXECUTE FUNCTION news_post_links_sync('topic_ids', 'news_post_topics', 'topic_id');
--> statement-breakpoint
UPDATE "news_posts" p SET
  category_ids = array(SELECT l.category_id FROM news_post_categories l WHERE l.post_id = p.id ORDER BY l.category_id),
  label_ids = array(SELECT l.label_id FROM news_post_labels l WHERE l.post_id = p.id ORDER BY l.label_id),
  topic_ids = array(SELECT l.topic_id FROM news_post_topics l WHERE l.post_id = p.id ORDER BY l.topic_id)
WHERE EXISTS (SELECT 1 FROM news_post_categories l WHERE l.post_id = p.id)
  OR EXISTS (SELECT 1 FROM news_post_labels l WHERE l.post_id = p.id)
  OR EXISTS (SELECT 1 FROM news_post_topics l WHERE l.post_id = p.id);
