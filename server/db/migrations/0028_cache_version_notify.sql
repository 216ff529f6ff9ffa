-- Pushed read-cache versions (issue 40, cached page hits): the bump triggers of migration 0014 also
-- announce the new version on the 'cache_versions' channel ('<scope> <version>'), delivered at commit to
-- every process listening (server/services/common/version-feed.ts). A process keeps the versions in
-- memory instead of asking the table on every cached read; the table stays the truth it falls back to
-- whenever its listening connection is lost. Same triggers, same bumps: only the NOTIFY is new.
CREATE OR REPLACE FUNCTION "cache_bump_catalog"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped bigint;
BEGIN
	UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "scope" = 'catalog' RETURNING "version" INTO bumped;
	IF bumped IS NOT NULL THEN
		PERFORM pg_notify('cache_versions', 'catalog ' || bumped);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_bump_doctor"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped bigint;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "cache_versions" ("scope", "version") VALUES ('doctor:' || OLD."doctor_id", 1)
		ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_versions"."version" + 1
		RETURNING "version" INTO bumped;
		PERFORM pg_notify('cache_versions', 'doctor:' || OLD."doctor_id" || ' ' || bumped);
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."doctor_id" IS DISTINCT FROM OLD."doctor_id") THEN
		INSERT INTO "cache_versions" ("scope", "version") VALUES ('doctor:' || NEW."doctor_id", 1)
		ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_versions"."version" + 1
		RETURNING "version" INTO bumped;
		PERFORM pg_notify('cache_versions', 'doctor:' || NEW."doctor_id" || ' ' || bumped);
	END IF;
	RETURN NULL;
END $$;
