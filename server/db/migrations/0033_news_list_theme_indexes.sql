-- A guest's plain news list of one theme reads its page from an index of that theme's posts alone
-- (ADR 053, amendment): the statement names the theme, so the index needs no theme column and no theme
-- check per skipped post. On 100 000 posts the ids of page 200 came from 4 000 index entries in
-- 1.2–1.8 ms with news_posts_list_idx (themes included, checked per entry) and in 0.55 ms here.
-- news_posts_list_idx stays for the filtered lists (categories, topics, labels, types). The condition is
-- written `themes @> '{hr}'`, as only that statement writes it: a search planned with its values
-- ('hr' = any(themes)) cannot use these indexes (with that form, news search at scale went 45 → 53 ms).
CREATE INDEX IF NOT EXISTS "news_posts_list_hr_idx" ON "news_posts" USING btree ("is_fixed" DESC, "order", "published_at" DESC, "id" DESC) WHERE "news_posts"."status" = 'published' and "news_posts"."published_at" is not null and "news_posts"."themes" @> '{hr}'::text[];
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_list_accounting_idx" ON "news_posts" USING btree ("is_fixed" DESC, "order", "published_at" DESC, "id" DESC) WHERE "news_posts"."status" = 'published' and "news_posts"."published_at" is not null and "news_posts"."themes" @> '{accounting}'::text[];
