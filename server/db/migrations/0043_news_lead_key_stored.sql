-- A news list card's lead is kept in each process under a hash of the post's `content_short` and
-- `description` (ADR 053, addendum); the list's statement computed that hash for each row of the page on
-- every request, ~20 % of the statement's time on the server. The hash is now a stored generated column,
-- written with the row: an edit of either column writes a new one, as before.
ALTER TABLE "news_posts" ADD COLUMN "lead_key" bigint GENERATED ALWAYS AS (hashtextextended("content_short" || chr(1) || "description", 0)) STORED;
