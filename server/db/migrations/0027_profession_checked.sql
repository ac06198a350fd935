-- Whether a classifier title's code is checked: the official file's rows are, the portal's seed titles written
-- from knowledge are not (the pages label those). Rows loaded before this column start unchecked; the next
-- start marks the seed's checked titles and a new import of the official file marks its own rows.
ALTER TABLE "professions" ADD COLUMN "checked" boolean DEFAULT false NOT NULL;
