-- Issue 41: bookings for family members and bookings with insurance. One migration laid down before the
-- family, insurance and FHIR work so all three build on the same columns.

-- A patient's saved insurance (Edit Profile): one per person, the account holder (family_member_id null)
-- or one of their family members. The card photo is private like the doctors' proofs: its file lives
-- outside the public media path and is served only to the account holder and to the doctor of a booking
-- that used it.
CREATE TABLE "patient_insurance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"family_member_id" integer REFERENCES "family_members"("id") ON DELETE CASCADE,
	"insurer_id" integer NOT NULL REFERENCES "insurers"("id"),
	"network_id" integer REFERENCES "insurance_networks"("id"),
	"member_number" text NOT NULL,
	"card_photo_path" text,
	"card_photo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One saved insurance per person: the holder's own (no family member) and one per family member. Two
-- partial indexes rather than one on an expression, so an upsert can name its conflict target.
CREATE UNIQUE INDEX "patient_insurance_holder_key" ON "patient_insurance" ("owner_id") WHERE "family_member_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "patient_insurance_member_key" ON "patient_insurance" ("family_member_id") WHERE "family_member_id" IS NOT NULL;
--> statement-breakpoint
-- Whom a booking is for. Null: the account holder. The person's data at booking time is copied onto the
-- booking (the doctor's list reads it, and removing a family member later must not rewrite history).
ALTER TABLE "appointments" ADD COLUMN "family_member_id" integer REFERENCES "family_members"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "subject_relation" text CHECK ("subject_relation" IN ('child', 'parent', 'spouse', 'sibling', 'other'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "subject_dob" date;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "subject_gender" text CHECK ("subject_gender" IN ('male', 'female', 'other'));
--> statement-breakpoint
-- The per-person booking limits count a patient's active bookings per person booked for.
CREATE INDEX "appointments_family_member_idx" ON "appointments" USING btree ("family_member_id") WHERE "family_member_id" IS NOT NULL;
--> statement-breakpoint
-- The insurance a booking uses, copied at booking time for the doctor (insurer, network, member number),
-- and the saved row it came from (for the card photo; null once the patient removes it).
ALTER TABLE "appointments" ADD COLUMN "insurer_id" integer REFERENCES "insurers"("id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "network_id" integer REFERENCES "insurance_networks"("id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "member_number" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_insurance_id" integer REFERENCES "patient_insurance"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- The waitlist keeps the person: an entry and its offers are for one person of the account, and the
-- one-waiting-entry rule becomes one per person. (Removing a family member first ends their waiting
-- entries: SET NULL here only keeps old rows readable.)
ALTER TABLE "waitlist_entries" ADD COLUMN "family_member_id" integer REFERENCES "family_members"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "family_member_id" integer REFERENCES "family_members"("id") ON DELETE SET NULL;
--> statement-breakpoint
DROP INDEX "waitlist_entries_one_waiting_key";
--> statement-breakpoint
-- Two partial indexes (the holder's, a family member's), so the join's upsert can name its target.
CREATE UNIQUE INDEX "waitlist_entries_one_waiting_key" ON "waitlist_entries" ("patient_id", "doctor_id", "appointment_type") WHERE "status" = 'waiting' AND "family_member_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_member_waiting_key" ON "waitlist_entries" ("family_member_id", "doctor_id", "appointment_type") WHERE "status" = 'waiting' AND "family_member_id" IS NOT NULL;
