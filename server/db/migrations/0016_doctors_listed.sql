-- Issue 36 (item 6): a profile is public only once the verification team approved it, or when
-- it is a directory profile nobody has claimed ('unverified', no account). A self-registration
-- (its empty profile from step 1, a submission awaiting review, a rejected one) is private:
-- not listed, searched, in the sitemap, shown, enquired or reviewed. One column, every reader.
ALTER TABLE "doctors" ADD COLUMN "listed" boolean NOT NULL GENERATED ALWAYS AS (
  "verification_status" = 'verified' OR ("verification_status" = 'unverified' AND "user_id" IS NULL)
) STORED;
--> statement-breakpoint
-- Every listing now tests "listed": the covering indexes hold only listed profiles, so a page and its
-- count stay index-only scans (the condition is the index's own predicate).
DROP INDEX IF EXISTS "doctors_listing_relevance_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_listing_experience_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_listing_rating_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_listing_location_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_listing_unlocated";--> statement-breakpoint
CREATE INDEX "doctors_listing_relevance_cover" ON "doctors" USING btree ("relevance" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years", "avg_rating",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "doctors_listing_experience_cover" ON "doctors" USING btree ("experience_years" DESC NULLS LAST, "relevance" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "avg_rating",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "doctors_listing_rating_cover" ON "doctors" USING btree ("avg_rating" DESC NULLS LAST, "reviews_count" DESC NULLS LAST, "id")
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone", "latitude", "longitude")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "doctors_listing_location_cover" ON "doctors" USING gist (point("longitude", "latitude"))
  INCLUDE ("speciality_ids", "language_ids", "gender", "verification_status", "experience_years", "avg_rating", "relevance",
           "min_online_fee", "min_offline_fee", "online_days", "offline_days", "city_slug", "time_zone")
  WHERE "listed" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "doctors_listing_unlocated" ON "doctors" USING btree ("relevance" DESC NULLS LAST, "id")
  WHERE "listed" AND ("latitude" IS NULL OR "longitude" IS NULL);
