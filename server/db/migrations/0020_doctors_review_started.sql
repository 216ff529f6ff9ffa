-- Issue 42: a pending doctor's status page tells "submitted" from "under review": the time a verifier
-- first opened the registration in the console. A resubmission clears it.
ALTER TABLE "doctors" ADD COLUMN "review_started_at" timestamp with time zone;
