-- Doctor listing (server/services/listing*.ts).
--
-- doctors.language_ids mirrors doctor_languages, and doctors.speciality_ids is
-- the primary speciality plus the specialities of the doctor's
-- specializations, so the language and speciality filters test the doctor row
-- instead of joining (for a language most doctors speak, the join hashed most
-- of doctor_languages on every request). Triggers keep both right whoever
-- writes the tables (profile editing, seeds); the join-table ones are
-- statement-level, so a bulk insert updates each doctor once.
CREATE FUNCTION doctor_language_ids(integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT dl.language_id ORDER BY dl.language_id), '{}') FROM doctor_languages dl WHERE dl.doctor_id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION doctor_speciality_ids(integer, integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(u.id ORDER BY u.id), '{}') FROM (
    SELECT $2 AS id WHERE $2 IS NOT NULL
    UNION
    SELECT s.speciality_id FROM doctor_specializations ds JOIN specializations s ON s.id = ds.specialization_id WHERE ds.doctor_id = $1
  ) u
$$;
--> statement-breakpoint
CREATE FUNCTION doctors_sync_language_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE doctors d SET language_ids = doctor_language_ids(d.id) WHERE d.id IN (SELECT doctor_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE doctors d SET language_ids = doctor_language_ids(d.id) WHERE d.id IN (SELECT doctor_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION doctors_sync_speciality_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE doctors d SET speciality_ids = doctor_speciality_ids(d.id, d.speciality_id) WHERE d.id IN (SELECT doctor_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE doctors d SET speciality_ids = doctor_speciality_ids(d.id, d.speciality_id) WHERE d.id IN (SELECT doctor_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new doctor has no specializations yet (they reference it), so its list is the primary speciality.
CREATE FUNCTION doctors_set_speciality_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.speciality_ids := CASE WHEN NEW.speciality_id IS NULL THEN '{}'::integer[] ELSE ARRAY[NEW.speciality_id] END;
  ELSE
    NEW.speciality_ids := doctor_speciality_ids(NEW.id, NEW.speciality_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION specializations_sync_speciality_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctors d SET speciality_ids = doctor_speciality_ids(d.id, d.speciality_id)
    WHERE d.id IN (SELECT ds.doctor_id FROM doctor_specializations ds WHERE ds.specialization_id IN (SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_languages_sync_insert AFTER INSERT ON doctor_languages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_language_ids();
--> statement-breakpoint
CREATE TRIGGER doctor_languages_sync_update AFTER UPDATE ON doctor_languages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_language_ids();
--> statement-breakpoint
CREATE TRIGGER doctor_languages_sync_delete AFTER DELETE ON doctor_languages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_language_ids();
--> statement-breakpoint
CREATE TRIGGER doctor_specializations_sync_insert AFTER INSERT ON doctor_specializations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_speciality_ids();
--> statement-breakpoint
CREATE TRIGGER doctor_specializations_sync_update AFTER UPDATE ON doctor_specializations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_speciality_ids();
--> statement-breakpoint
CREATE TRIGGER doctor_specializations_sync_delete AFTER DELETE ON doctor_specializations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_speciality_ids();
--> statement-breakpoint
CREATE TRIGGER doctors_speciality_ids BEFORE INSERT OR UPDATE OF speciality_id ON doctors
  FOR EACH ROW EXECUTE FUNCTION doctors_set_speciality_ids();
--> statement-breakpoint
-- (Transition tables rule out a column list; specializations change rarely.)
CREATE TRIGGER specializations_sync_speciality_ids AFTER UPDATE ON specializations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION specializations_sync_speciality_ids();
--> statement-breakpoint
UPDATE doctors d SET language_ids = doctor_language_ids(d.id), speciality_ids = doctor_speciality_ids(d.id, d.speciality_id);
--> statement-breakpoint
-- Few matches (a speciality, a rarely spoken language): bitmap scans of these.
CREATE INDEX "doctors_speciality_ids_gin" ON "doctors" USING gin ("speciality_ids");
--> statement-breakpoint
CREATE INDEX "doctors_language_ids_gin" ON "doctors" USING gin ("language_ids");
--> statement-breakpoint
-- Many matches: pages pick ids with an index-only scan in the sort order,
-- testing every filter on INCLUDEd columns (no heap visit for rows that fail),
-- then join the card columns of one page; the count reads the same index.
CREATE INDEX "doctors_listing_relevance_cover" ON "doctors" USING btree ("relevance" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years", "avg_rating",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude");
--> statement-breakpoint
CREATE INDEX "doctors_listing_experience_cover" ON "doctors" USING btree ("experience_years" DESC NULLS LAST, "relevance" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "avg_rating",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude");
--> statement-breakpoint
CREATE INDEX "doctors_listing_rating_cover" ON "doctors" USING btree ("avg_rating" DESC NULLS LAST, "reviews_count" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude");
--> statement-breakpoint
-- Nearest first: KNN over the same covering columns.
CREATE INDEX "doctors_listing_location_cover" ON "doctors" USING gist (point("longitude", "latitude"))
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years", "avg_rating", "relevance",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone")
  WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
--> statement-breakpoint
-- The few doctors without a position, listed after the located ones.
CREATE INDEX "doctors_listing_unlocated" ON "doctors" USING btree ("relevance" DESC NULLS LAST, "id")
  WHERE "latitude" IS NULL OR "longitude" IS NULL;
--> statement-breakpoint
-- Search reads doctor ids of the join tables without touching their heaps.
CREATE INDEX "doctor_specializations_spec_doctor_idx" ON "doctor_specializations" USING btree ("specialization_id", "doctor_id");
--> statement-breakpoint
CREATE INDEX "doctor_services_service_doctor_idx" ON "doctor_services" USING btree ("service_id", "doctor_id");
