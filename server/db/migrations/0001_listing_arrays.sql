ALTER TABLE "doctors" ADD COLUMN "language_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "speciality_ids" integer[] DEFAULT '{}' NOT NULL;