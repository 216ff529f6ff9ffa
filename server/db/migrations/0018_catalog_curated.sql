-- Issue 36 (item 5): a name a doctor types with "Add+" stays on that doctor's profile, a suggestion
-- for the catalog team at most: curated = false keeps it out of every public catalog list (home,
-- filters, search, speciality copy), and it is deleted once no doctor uses it. What the catalog
-- had before is the team's.
ALTER TABLE "specializations" ADD COLUMN "curated" boolean NOT NULL DEFAULT true;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "curated" boolean NOT NULL DEFAULT true;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "curated" boolean NOT NULL DEFAULT true;
