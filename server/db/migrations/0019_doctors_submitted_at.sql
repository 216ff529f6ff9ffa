-- Issue 42 (item 8): when a registration was submitted, kept apart from updated_at, which every
-- later change (an approval included) moves: the console's "Submitted" time and the queue's order.
ALTER TABLE "doctors" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "doctors" SET "submitted_at" = "updated_at" WHERE "registration_completed";
