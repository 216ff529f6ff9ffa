-- Read caches with exact invalidation across processes (issue 17, Reads that scale).
-- cache_versions holds one counter per scope: 'catalog' (anything a public catalog read shows:
-- doctors, clinics, timings, reviews, specialities, SEO copy, …) and 'doctor:<id>' (that doctor's
-- appointments and waitlist holds: availability, and the verified-visit marks of the reviews).
-- Triggers bump them in the writing transaction, so a process that reads the counter after the
-- commit can never serve an answer cached before it (no message to miss, on PGlite or PostgreSQL).
CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("scope", "version") VALUES ('catalog', 1);
--> statement-breakpoint
CREATE FUNCTION "cache_bump_catalog"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "scope" = 'catalog';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_doctor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "cache_versions" ("scope", "version") VALUES ('doctor:' || OLD."doctor_id", 1)
		ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_versions"."version" + 1;
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."doctor_id" IS DISTINCT FROM OLD."doctor_id") THEN
		INSERT INTO "cache_versions" ("scope", "version") VALUES ('doctor:' || NEW."doctor_id", 1)
		ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_versions"."version" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "doctors" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "clinics" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "availability_configs" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "availability_ranges" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "doctor_specializations" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "doctor_services" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "doctor_languages" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "specialities" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "specializations" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "page_seo" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER UPDATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_doctor" AFTER INSERT OR UPDATE OR DELETE ON "appointments" FOR EACH ROW EXECUTE FUNCTION "cache_bump_doctor"();
--> statement-breakpoint
CREATE TRIGGER "cache_doctor" AFTER INSERT OR UPDATE OR DELETE ON "waitlist_offers" FOR EACH ROW EXECUTE FUNCTION "cache_bump_doctor"();
