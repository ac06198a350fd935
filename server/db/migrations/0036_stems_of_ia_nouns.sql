-- Nouns in -ія (компенсація, інструкція, консультація) lose the -і- with their ending (ADR 051,
-- amendment 2026-11-29): the stemmer left «компенсац» for -ій (genitive plural) but «компенсаці» for
-- -ія, -ії, -ію and -ією, so a search for one form missed posts with the others. The same endings are
-- added to common/search/words.ts (stemUa). The stored stems are computed again: an update of a row
-- recomputes its generated columns.
CREATE OR REPLACE FUNCTION ua_stems(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(lower(coalesce(t, '')), '[^[:alnum:]]+', ' ', 'g'),
    '\m([а-яіїєґ]{4,}?)(іями|ами|ями|ові|еві|ого|ому|ими|іми|ією|іям|іях|ія|ії|ію|ах|ях|ам|ям|ом|ем|єм|ою|ею|єю|ів|їв|ей|ий|ій|ої|их|им|ім|а|я|у|ю|і|ї|и|о|е|є|ь)\M',
    '\1', 'g')
$$;
--> statement-breakpoint
UPDATE "news_posts" SET "title" = "title";
