-- Titles of the professions classifier matching a term (ADR 027, amendment 2026-11-28): the term inside
-- the title, or close to a word of it (word similarity ≥ 0.45, a misspelling). Both conditions are read
-- from the trigram index on lower(title): `like` and `<%`, whose threshold is the setting below, set for
-- this function only (the news search's fuzzy arm keeps PostgreSQL's 0.6). The planner costs a trigram
-- test like a plain comparison and so scans the whole table when it is small; each test is ~4 µs a row
-- (2.4 ms for the 638 demo titles, ~30 ms for the ~7 900 of the full list), the index answers in
-- 0.4 ms, so scanning the table is turned off inside the function too.
CREATE OR REPLACE FUNCTION profession_titles_matching(term text, contains text) RETURNS SETOF professions
  LANGUAGE sql STABLE
  SET pg_trgm.word_similarity_threshold = 0.45
  SET enable_seqscan = off
  AS $$ select * from professions where is_heading = 0 and (lower(title) like contains or term <% lower(title)) $$;
