-- Global search (server/services/global-search.ts) lists doctors whose name
-- starts with the text in name order, ten at a time. A text_pattern_ops index
-- answers the prefix but not the order (the order is the column's collation),
-- so a one-letter search sorted every match: ~15 000 rows at 100 000 doctors.
-- A btree in the "C" collation does both: the LIKE prefix becomes a range on
-- the index and the rows come out already sorted, so the scan stops at ten.
DROP INDEX IF EXISTS "doctors_name_prefix";
--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_last_name_prefix";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_name_c" ON "doctors" ((lower("first_name" || ' ' || "last_name") COLLATE "C"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_last_name_c" ON "doctors" ((lower("last_name") COLLATE "C"));
