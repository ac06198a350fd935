-- Word stems for the site search (ADR 051). PostgreSQL has no Ukrainian stemmer and PGlite loads no
-- dictionary files, so the search stemmed the visitor's words and matched them as prefixes (`відпустк:*`):
-- a GIN scan that unions the posting lists of every word starting with the stem. The same light stemmer
-- as common/search/words.ts (stemUa), written as one regular expression, stores the stems themselves;
-- a stem then matches as an exact lexeme. Words are split on anything that is not a letter or digit, as
-- the search splits the visitor's words; an all-Cyrillic word of five letters or more loses its longest
-- ending that leaves at least four letters.
CREATE OR REPLACE FUNCTION ua_stems(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(lower(coalesce(t, '')), '[^[:alnum:]]+', ' ', 'g'),
    '\m([а-яіїєґ]{4,}?)(ами|ями|ові|еві|ого|ому|ими|іми|ах|ях|ам|ям|ом|ем|єм|ою|ею|єю|ів|їв|ей|ий|ій|ої|их|им|ім|а|я|у|ю|і|ї|и|о|е|є|ь)\M',
    '\1', 'g')
$$;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "search_stems" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', ua_stems(coalesce("title", '') || ' ' || coalesce("body_text", '')))) STORED;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "lead_stems" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', ua_stems("title")), 'A') || setweight(to_tsvector('simple', ua_stems(regexp_replace(coalesce("content_short", ''), '<[^>]+>', ' ', 'g'))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_search_stems_idx" ON "news_posts" USING gin ("search_stems");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_lead_stems_idx" ON "news_posts" USING gin ("lead_stems");
