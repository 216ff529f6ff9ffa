-- Listing facets (server/services/listing-facets.ts). A listing narrowed by a
-- speciality or a language found its doctors on a GIN index, then read every
-- one of them from the heap to test gender, experience, fees, rating and
-- verification: ~1 700 random page reads for one speciality at 100 000
-- doctors. listing_facets holds those tests as integers, one per filter
-- option the doctor meets, so one GIN index intersects all the filters and
-- the heap is read only for the doctors that match.
--
-- The option lists repeat src/shared/schemas/listing.ts (EXPERIENCE_RANGES,
-- FEE_RANGES, RATING_OPTIONS); tests/api/listing-facets.test.ts checks they agree.
CREATE OR REPLACE FUNCTION doctor_listing_facets(
  speciality_ids integer[], language_ids integer[], gender text, verification_status text,
  experience_years integer, avg_rating numeric, min_online_fee integer, min_offline_fee integer,
  online_days smallint, offline_days smallint
) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(
    SELECT 1000000 + s FROM unnest(coalesce(speciality_ids, '{}')) s
    UNION ALL SELECT 2000000 + CASE gender WHEN 'male' THEN 1 WHEN 'female' THEN 2 ELSE 3 END WHERE gender IS NOT NULL
    UNION ALL SELECT 3000001 WHERE verification_status = 'verified'
    UNION ALL SELECT 4000000 + r.k FROM (VALUES (0, 0, 5), (1, 0, 10), (2, 11, 16), (3, 16, 100)) r (k, lo, hi)
      WHERE experience_years BETWEEN r.lo AND r.hi
    UNION ALL SELECT 5000000 + r.k FROM (VALUES (0, 100, 500), (1, 500, 1000), (2, 1000, 2000), (3, 2000, 5000), (4, 5000, 10000)) r (k, lo, hi)
      WHERE min_online_fee BETWEEN r.lo AND r.hi
    UNION ALL SELECT 5100000 + r.k FROM (VALUES (0, 100, 500), (1, 500, 1000), (2, 1000, 2000), (3, 2000, 5000), (4, 5000, 10000)) r (k, lo, hi)
      WHERE min_offline_fee BETWEEN r.lo AND r.hi
    UNION ALL SELECT 6000000 + r FROM generate_series(1, 5) r WHERE avg_rating >= r
    UNION ALL SELECT 7000001 WHERE min_online_fee IS NOT NULL OR online_days <> 0
    UNION ALL SELECT 7000002 WHERE min_offline_fee IS NOT NULL OR offline_days <> 0
    UNION ALL SELECT 8000000 + l FROM unnest(coalesce(language_ids, '{}')) l
  )
$$;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN IF NOT EXISTS "listing_facets" integer[] GENERATED ALWAYS AS (doctor_listing_facets(
  "speciality_ids", "language_ids", "gender", "verification_status", "experience_years", "avg_rating",
  "min_online_fee", "min_offline_fee", "online_days", "offline_days")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_listing_facets_gin" ON "doctors" USING gin ("listing_facets");
