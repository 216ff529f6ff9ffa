-- Issue 36: a freed slot handed from one waiting patient to the next is held at most
-- WAITLIST_CHAIN_MINUTES from its first offer; each offer carries when its chain began.
ALTER TABLE "waitlist_offers" ADD COLUMN "chain_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "waitlist_offers" SET "chain_started_at" = "created_at";--> statement-breakpoint
ALTER TABLE "waitlist_offers" ALTER COLUMN "chain_started_at" SET NOT NULL;
