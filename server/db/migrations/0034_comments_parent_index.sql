-- A page's replies found by their parents: "Мої коментарі" and the moderators' list read the replies of
-- the page's comments with `parent_id = any(…)`, which no index served (comments_thread_idx leads with
-- the thread), so each page scanned every comment; deleting a comment cascades to its replies the same way.
CREATE INDEX IF NOT EXISTS "comments_parent_idx" ON "comments" USING btree ("parent_id");
